import { beforeEach, describe, expect, test } from "bun:test";
import { act, render, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { ADMIN_ID, type SessionUser } from "../../../src/platform/contract/roles.ts";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import { useDom } from "../../../tests/dom.ts";
import { withI18n } from "../../../tests/i18n.tsx";
import { fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { FakeSocket, installFakeSocket, makeChat } from "../../../tests/chat-doubles.ts";

useDom();
const { ChatUnreadBadge } = await import("./ChatUnreadBadge.tsx");
const { useIslandTestKit } = await import("../../../tests/island-kit.tsx");
useIslandTestKit();

const me: SessionUser = { userId: "0190a000-0000-7000-8000-00000000a777", role: "artist", name: "Ana Dancer" };
let unread: number;
let calls: SeenRequest[];

beforeEach(() => {
  unread = 3;
  installFakeSocket();
  localStorage.setItem("root", JSON.stringify({ auth: { user: me } }));
  calls = fakeServer(({ url }) => (url.pathname === "/api/chat/unread" ? okReply({ unread }) : undefined));
});

const renderBadge = (locale: Locale = "en") =>
  render(
    withI18n(
      <Provider>
        <ChatUnreadBadge />
      </Provider>,
      locale,
    ),
  );
const loads = () => calls.filter((c) => c.url.pathname === "/api/chat/unread").length;

describe("the chat entry's unread count", () => {
  test("shows the server's count, follows new messages and reads live, and hides at zero", async () => {
    const { findByRole, queryByRole } = renderBadge();
    await act(async () => FakeSocket.last.acceptAndJoin());
    expect((await findByRole("img", { name: "3 unread messages" })).textContent).toBe("3");

    unread = 4;
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: makeChat(ADMIN_ID, me.userId, "New offer for you") }));
    expect((await findByRole("img", { name: "4 unread messages" })).textContent).toBe("4");

    // My own message moves nothing.
    const before = loads();
    await act(async () => FakeSocket.last.push({ event: "receive_message", data: makeChat(me.userId, ADMIN_ID, "Thanks") }));
    expect(loads()).toBe(before);

    // Read in another tab: the receipt comes to every socket of mine.
    unread = 0;
    const readAt = new Date().toISOString();
    await act(async () =>
      FakeSocket.last.push({ event: "receipt", data: { senderId: ADMIN_ID, receiverId: me.userId, messageIds: [], deliveredAt: readAt, readAt } }),
    );
    await waitFor(() => expect(queryByRole("img")).toBeNull());
  });

  test("in French", async () => {
    unread = 1;
    const { findByRole } = renderBadge("fr");
    await act(async () => FakeSocket.last.acceptAndJoin());
    expect(await findByRole("img", { name: "1 message non lu" })).toBeTruthy();
  });
});
