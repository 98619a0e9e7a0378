import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { chatParty, listConversations, markConversationRead } from "./chat.ts";
import { assignConversation, assigneeOf, chatStaff } from "./assignments.ts";
import { chatAssigneeSchema, conversationListQuerySchema } from "./chat.contract.ts";
import { ok } from "../../platform/http/envelope.ts";
import { currentUser } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { audited, auditActor } from "../audit/index.ts";

/**
 * The admin's chat inbox: `GET /?assignee=me|none|any` lists conversations, newest activity
 * first; `PUT /:userId/read` marks what that user sent as read (the inbox calls it
 * when the admin opens the conversation, and while it stays open).
 */
export function conversationRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", conversationListQuerySchema), async (c) => {
      const viewer = currentUser(c);
      return ok(c, await listConversations(deps.db, chatParty(viewer).userId, viewer.userId, c.req.valid("query").assignee));
    })
    .put("/:userId/read", idParam("userId", "api.chat.userNotFound"), async (c) => {
      const marked = await markConversationRead(deps.db, deps.events, chatParty(currentUser(c)), c.req.valid("param").userId);
      return ok(c, { marked }, "api.chat.markedRead");
    });
}

/**
 * `GET /api/admin/chat/staff`: who a conversation can be given to; `PUT /api/admin/chat/:userId/assignee
 * {staffUserId | null}`: who of the staff answers this studio or artist.
 */
export function adminChatRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>()
    .get("/staff", async (c) => ok(c, await chatStaff(deps.db)))
    .put("/:userId/assignee", idParam("userId", "api.chat.userNotFound"), validate("json", chatAssigneeSchema), async (c) => {
      const partnerId = c.req.valid("param").userId;
      const assignee = await audited(deps, auditActor(c, deps.trustProxy), (tx) => assignConversation(tx, partnerId, c.req.valid("json").staffUserId), {
        before: async (tx) => ({ assignee: (await assigneeOf(tx, partnerId))?.name ?? null }),
        entry: (after, before) => ({
          action: after ? "chat.assigned" : "chat.unassigned",
          entityType: "user",
          entityId: partnerId,
          changes: { assignee: [(before as { assignee: string | null }).assignee, after?.name ?? null] },
        }),
      });
      return ok(c, { assignee }, assignee ? "api.chat.assigned" : "api.chat.unassigned");
    });
}
