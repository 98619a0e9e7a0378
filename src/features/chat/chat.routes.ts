import { translateFor } from "../../platform/i18n/api-messages.ts";
import { Hono } from "hono";
import { chatHistoryQuerySchema, chatReadSchema, chatSendSchema, type ChatHistoryReply, type ChatSendReply, type ChatUnread } from "./chat.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { chatHistory, chatParty, markConversationRead, sendChat, unreadChatCount } from "./chat.ts";
import { ok } from "../../platform/http/envelope.ts";
import { currentUser, limitStaffTo, requireAuth } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";

/**
 * SPEC §7 chat calls. The replies carry the list as `chats` and the saved message
 * as `chat` (what the spec's browser code reads), and the same value as `response`.
 * `GET /unread` and `PUT /read` are the chat entry's badge and its reset.
 */
export function chatRoutes(deps: PlatformDeps) {
  return (
    new Hono<AppEnv>()
      // The bookkeeper has no chat.
      .use(requireAuth, limitStaffTo("coordinator"))
      .get("/history", validate("query", chatHistoryQuerySchema), async (c) => {
        const { otherUserId, before } = c.req.valid("query");
        const chats = await chatHistory(deps.db, chatParty(currentUser(c)), otherUserId, before);
        return c.json<ChatHistoryReply>({ status: true, message: translateFor(c, "api.success"), response: chats, chats });
      })
      .post("/send", validate("json", chatSendSchema), async (c) => {
        const chat = await sendChat(deps, deps.events, currentUser(c), c.req.valid("json"));
        return c.json<ChatSendReply>({ status: true, message: translateFor(c, "api.chat.sent"), response: chat, chat }, 201);
      })
      .get("/unread", async (c) => ok(c, { unread: await unreadChatCount(deps.db, chatParty(currentUser(c)).userId) } satisfies ChatUnread))
      .put("/read", validate("json", chatReadSchema), async (c) => {
        const marked = await markConversationRead(deps.db, deps.events, chatParty(currentUser(c)), c.req.valid("json").otherUserId);
        return ok(c, { marked }, "api.chat.markedRead");
      })
  );
}
