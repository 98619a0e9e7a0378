import { afterEach, describe, expect, test } from "bun:test";
import type { ArtistProfileCheck } from "../../src/features/artists/artist-area.contract.ts";
import { useDom } from "../../tests/dom.ts";
import { FakeSocket, installFakeSocket } from "../../tests/chat-doubles.ts";
import { makeArtistProfile, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer, lookup } = await import("../../tests/artist-app.tsx");
const { waitFor, within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

const LOOKUPS = { types: lookup("1", ["Choreographer"]), styles: lookup("2", ["Ballet"]), availabilities: lookup("3", ["Weekends"]) };

afterEach(() => {
  document.body.classList.remove("has-modal");
  FakeSocket.reset();
});

describe("the application's state, said plainly", () => {
  test("rejected: the agency's reason, then edit and resubmit: pending again", async () => {
    let check: ArtistProfileCheck = { artistStatus: "rejected", rejectionReason: "We need a clearer headshot." };
    const profile = makeArtistProfile({
      artistStatus: "rejected",
      choices: { artistType: [LOOKUPS.types[0]!.id], artistStyle: [LOOKUPS.styles[0]!.id], artistAvailable: [LOOKUPS.availabilities[0]!.id] },
    });
    const seen = artistServer("rejected", LOOKUPS, (req) => {
      const path = req.url.pathname;
      if (path === "/api/artist/check-artist-profile") return okReply(check);
      if (path === "/api/artist/profile") return okReply(profile);
      if (path === "/api/artist/update") {
        check = { artistStatus: "pending", rejectionReason: null };
        return okReply({ ...profile, artistStatus: "pending" }, "Application sent again: the agency will review it shortly");
      }
      return undefined;
    });
    const view = renderArtistApp("/artist");
    await view.findByRole("heading", { name: "Your application was not accepted" });
    expect(view.router.state.location.pathname).toBe("/artist/confirmation-page");
    expect(view.getByText("We need a clearer headshot.")).toBeTruthy();
    expect(view.getByText("Rejected")).toBeTruthy();
    expect(view.queryByText("Wait For Approval")).toBeNull();

    const user = userEvent.setup({ document });
    await user.click(view.getByRole("button", { name: "Edit and resubmit" }));
    const dialog = await view.findByRole("dialog", { name: "Edit Profile" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await view.findByText("Wait For Approval");
    expect(view.getByText("Pending")).toBeTruthy();
    expect(view.queryByText("We need a clearer headshot.")).toBeNull();
    expect(seen.find((r) => r.url.pathname === "/api/artist/update")!.method).toBe("PUT");
  });

  test("rejected without words: says the agency gave no reason", async () => {
    artistServer("rejected", LOOKUPS);
    const view = renderArtistApp("/artist/confirmation-page");
    await view.findByText("The agency gave no reason. Ask it in Messages.");
  });

  test("pending: waiting for the agency, with Messages in the navigation and the chat open to them", async () => {
    installFakeSocket();
    artistServer("pending", LOOKUPS, (req) =>
      req.url.pathname === "/api/chat/history" ? { body: { status: true, message: "Success", response: [], chats: [] } } : undefined,
    );
    const view = renderArtistApp("/artist/confirmation-page");
    await view.findByText("Wait For Approval");
    const nav = view.getByRole("navigation", { name: "Artist area" });
    expect(within(nav).getByRole("link", { name: "My application" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).queryByRole("link", { name: "Jobs" })).toBeNull();
    await userEvent.setup({ document }).click(within(nav).getByRole("link", { name: "Messages" }));
    await waitFor(() => expect(view.container.querySelector(".chat-page")).not.toBeNull());
    expect(view.router.state.location.pathname).toBe("/artist/messages");
  });

  test("approved: the way to the dashboard", async () => {
    artistServer("approved", LOOKUPS);
    const view = renderArtistApp("/artist/confirmation-page");
    await view.findByRole("heading", { name: "Your application is approved" });
    expect(view.getByRole("link", { name: "Go to my dashboard" }).getAttribute("href")).toBe("/artist/dashboard");
  });
});

describe("uploads are checked when chosen", () => {
  const MB = 1024 * 1024;
  const bytes = (n: number) => new Uint8Array(n);

  test("every wrong file is said beside its field at once; nothing is sent", async () => {
    const seen = artistServer(null, LOOKUPS);
    const view = renderArtistApp("/artist/form");
    await view.findByLabelText("Headshot *");
    const user = userEvent.setup({ document, applyAccept: false });
    await user.upload(view.getByLabelText("Headshot *") as HTMLInputElement, new File([bytes(6 * MB)], "huge.png", { type: "image/png" }));
    await user.upload(view.getByLabelText("Resume *") as HTMLInputElement, new File(["hello"], "cv.docx", { type: "application/msword" }));
    await user.upload(view.getByLabelText("Direct deposit form *") as HTMLInputElement, new File([], "empty.pdf", { type: "application/pdf" }));

    const field = (label: string) => view.getByLabelText(label).closest(".field") as HTMLElement;
    expect(within(field("Headshot *")).getByRole("alert").textContent).toBe("This file is 6.0 MB: at most 5 MB.");
    expect(within(field("Resume *")).getByRole("alert").textContent).toBe("Choose a PDF.");
    expect(within(field("Direct deposit form *")).getByRole("alert").textContent).toBe("This file is empty.");
    expect(view.getByLabelText("Headshot *").getAttribute("aria-invalid")).toBe("true");

    await user.click(view.getByRole("button", { name: "Submit Application" }));
    expect(view.getByText("Some files cannot be sent: see the message beside each one.")).toBeTruthy();
    expect(seen.some((r) => r.url.pathname === "/api/artist/add")).toBe(false);

    // A right file in its place clears the message.
    await user.upload(view.getByLabelText("Resume *") as HTMLInputElement, new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    expect(within(field("Resume *")).queryByRole("alert")).toBeNull();
  });

  test("an image is previewed; a PDF shows its name and size", async () => {
    artistServer(null, LOOKUPS);
    const view = renderArtistApp("/artist/form");
    const user = userEvent.setup({ document });
    await user.upload((await view.findByLabelText("Headshot *")) as HTMLInputElement, new File([bytes(2048)], "me.png", { type: "image/png" }));
    await user.upload(view.getByLabelText("Resume *") as HTMLInputElement, new File([bytes(3 * MB)], "cv.pdf", { type: "application/pdf" }));
    const preview = await view.findByRole("img", { name: "Preview of me.png" });
    expect(preview.getAttribute("src")).toStartWith("blob:");
    const resume = view.getByLabelText("Resume *").closest(".field") as HTMLElement;
    expect(within(resume).getByText("cv.pdf")).toBeTruthy();
    expect(resume.textContent).toContain("3.0 MB");
    expect(within(resume).queryByRole("img")).toBeNull();
  });

  test("the profile edit checks its files the same way", async () => {
    artistServer("approved", LOOKUPS, (req) => (req.url.pathname === "/api/artist/profile" ? okReply(makeArtistProfile()) : undefined));
    const view = renderArtistApp("/artist/artist-profile");
    const user = userEvent.setup({ document, applyAccept: false });
    await user.click(await view.findByRole("button", { name: "Edit Profile" }));
    const dialog = await view.findByRole("dialog", { name: "Edit Profile" });
    await user.upload(within(dialog).getByLabelText("New resume (optional)") as HTMLInputElement, new File([bytes(11 * MB)], "cv.png", { type: "image/png" }));
    const field = within(dialog).getByLabelText("New resume (optional)").closest(".field") as HTMLElement;
    expect(within(field).getByRole("alert").textContent).toBe("Choose a PDF. This file is 11.0 MB: at most 10 MB.");
  });
});
