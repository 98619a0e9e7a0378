import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { chatParty, listConversations, markConversationRead } from "./chat.ts";
import { ok } from "../../platform/http/envelope.ts";
import { currentUser } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam } from "../../platform/http/validate.ts";

/**
 * The admin's chat inbox: `GET /` lists conversations, newest activity
 * first; `PUT /:userId/read` marks what that user sent as read (the inbox calls it
 * when the admin opens the conversation, and while it stays open).
 */
export function conversationRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => ok(c, await listConversations(deps.db, chatParty(currentUser(c)).userId)))
    .put("/:userId/read", idParam("userId", "api.chat.userNotFound"), async (c) => {
      const marked = await markConversationRead(deps.db, deps.events, chatParty(currentUser(c)), c.req.valid("param").userId);
      return ok(c, { marked }, "api.chat.markedRead");
    });
}
