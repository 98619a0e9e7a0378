import { expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { chatMailDigests } from "../../../db/schema.ts";
import type { ChatServerFrame } from "../chat/chat.contract.ts";
import type { NotificationFrameData } from "./notifications.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { jobBody } from "../../../tests/job-fixtures.ts";
import { suiteServedApp } from "../../../tests/served-app.ts";

const { t, openSocket } = await suiteServedApp();
const admin = await t.adminLogin();
const studio = await t.signUp("client", "Live Studio");
await t.call("POST", "/api/client/add", {
  cookie: studio.cookie,
  body: { studioName: "Live Studio", studioDirector: "Lou", address: "1 King St W", contactNumber: "416 555 0100", province: "ON" },
});

const isNotification = (f: ChatServerFrame): f is Extract<ChatServerFrame, { event: "notification" }> => f.event === "notification";

test("a new notification is pushed on the user's open socket, in the socket's language, with the bell's count; nobody else's socket gets it", async () => {
  const own = await openSocket(`${studio.cookie}; locale=fr`);
  const adminSocket = await openSocket(admin.cookie);
  const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() });
  expect(posted.status).toBe(201);
  const frame = (await own.waitFor((f) => isNotification(f) && f.data.notification.kind === "job.received", "the studio's notification")) as {
    data: NotificationFrameData;
  };
  expect(frame.data.notification).toMatchObject({
    kind: "job.received",
    title: "Nous avons reçu votre réservation de Ballet",
    link: `/client/jobs/details/${posted.body._id}`,
  });
  expect(frame.data.unread).toBe(1);
  // The admin's socket gets the admin's own notification of the same job, never the studio's.
  const adminFrame = (await adminSocket.waitFor((f) => isNotification(f), "the admin's notification")) as { data: NotificationFrameData };
  expect(adminFrame.data.notification.kind).toBe("admin.job_posted");
  expect(adminSocket.frames.filter(isNotification).some((f) => f.data.notification.kind === "job.received")).toBe(false);
  expect(own.frames.filter(isNotification).some((f) => f.data.notification.kind === "admin.job_posted")).toBe(false);
});

test("a chat message to a user with an open socket is not waiting for a digest; without one, it is", async () => {
  await t.deps.notifications.idle();
  // The studio is connected (previous test's socket): the admin's message reaches it live.
  expect((await t.call("POST", "/api/chat/send", { cookie: admin.cookie, body: { receiverId: studio.user.userId, message: "Hi there" } })).status).toBe(201);
  await t.deps.notifications.idle();
  const toStudio = and(eq(chatMailDigests.userId, studio.user.userId), eq(chatMailDigests.partnerId, ADMIN_ID));
  const [reached] = await t.db.select().from(chatMailDigests).where(toStudio);
  expect(reached?.pendingSince).toBeNull();
  expect(reached?.lastMailedAt).toBeInstanceOf(Date);

  // Another studio, never connected: its conversation waits for the digest.
  const away = await t.signUp("client", "Away Studio");
  await t.call("POST", "/api/chat/send", { cookie: admin.cookie, body: { receiverId: away.user.userId, message: "Are you there?" } });
  await t.deps.notifications.idle();
  const [waiting] = await t.db
    .select()
    .from(chatMailDigests)
    .where(and(eq(chatMailDigests.userId, away.user.userId), eq(chatMailDigests.partnerId, ADMIN_ID)));
  expect(waiting?.pendingSince).toBeInstanceOf(Date);
});
