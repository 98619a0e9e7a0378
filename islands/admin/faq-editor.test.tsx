import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply, type SeenRequest } from "../../tests/fake-api.ts";
import type { AdminFaqEntry } from "../../src/features/catalogue/faq.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const PARKING: AdminFaqEntry = {
  id: "01900000-0000-7000-8000-0000000000f1",
  question: "Is there parking?",
  answer: "Street parking only.",
  questionFr: "Y a-t-il du stationnement\u202f?",
};
const SHOES: AdminFaqEntry = { id: "01900000-0000-7000-8000-0000000000f2", question: "Which shoes?", answer: "Whatever the class needs." };

/** The FAQ on the fake admin API: listed, added, edited and removed in memory. */
function faqApi(start: AdminFaqEntry[], overrides: Record<string, ReturnType<typeof okReply> | ((req: SeenRequest) => ReturnType<typeof okReply>)> = {}) {
  let entries = [...start];
  const item = (entry: AdminFaqEntry) => `/admin/faq/${entry.id}`;
  return fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/faq": () => okReply(entries),
    "POST /admin/faq": (req) => {
      const added = { id: "01900000-0000-7000-8000-0000000000f9", ...(req.body as Omit<AdminFaqEntry, "id">) };
      entries = [...entries, added];
      return okReply(added, "Question added");
    },
    ...Object.fromEntries(
      start.flatMap((entry) => [
        [
          `PUT ${item(entry)}`,
          (req: SeenRequest) => {
            entries = entries.map((e) => (e.id === entry.id ? { id: e.id, ...(req.body as Omit<AdminFaqEntry, "id">) } : e));
            return okReply(
              entries.find((e) => e.id === entry.id),
              "Question updated",
            );
          },
        ],
        [
          `DELETE ${item(entry)}`,
          () => {
            entries = entries.filter((e) => e.id !== entry.id);
            return okReply(null, "Question removed");
          },
        ],
      ]),
    ),
    ...overrides,
  });
}

describe("the FAQ editor", () => {
  test("lists each question with its French texts, and adds one in English and French as JSON", async () => {
    const calls = faqApi([PARKING, SHOES]);
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/catalog?tab=faq");
    expect(await view.findByText("Is there parking?", { selector: "strong" })).toBeTruthy();
    expect(view.container.querySelector('strong[lang="fr"]')?.textContent).toBe("Y a-t-il du stationnement\u202f?");
    expect(view.getByRole("tab", { name: "FAQ" }).getAttribute("aria-selected")).toBe("true");

    await user.type(view.getByLabelText("Question"), "Do you book tap teachers?");
    await user.type(view.getByLabelText("Answer"), "Yes.{Enter}Across Canada.");
    await user.type(view.getByLabelText("Answer (French)"), "Oui, partout au Canada.");
    await user.click(view.getByRole("button", { name: "Add question" }));

    expect(await view.findByText("Question added")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST")!;
    expect([post.url.pathname, post.body]).toEqual([
      "/api/admin/faq",
      { question: "Do you book tap teachers?", answer: "Yes.\nAcross Canada.", questionFr: "", answerFr: "Oui, partout au Canada." },
    ]);
    expect(await view.findByText("Do you book tap teachers?", { selector: "strong" })).toBeTruthy();
    expect((view.getByLabelText("Question") as HTMLInputElement).value).toBe("");
  });

  test("edits a question in place (its French cleared when emptied), and removes another after asking", async () => {
    const calls = faqApi([PARKING, SHOES]);
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/catalog?tab=faq");
    await user.click(await view.findByRole("button", { name: "Edit Is there parking?" }));
    const card = within(view.getByRole("button", { name: "Save" }).closest("li")!);
    const french = card.getByLabelText("Question (French)") as HTMLInputElement;
    expect(french.value).toBe("Y a-t-il du stationnement\u202f?");
    await user.clear(french);
    await user.clear(card.getByLabelText("Answer"));
    await user.type(card.getByLabelText("Answer"), "Free parking behind the studio.");
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(await view.findByText("Question updated")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")!;
    expect([put.url.pathname, put.body]).toEqual([
      `/api/admin/faq/${PARKING.id}`,
      { question: "Is there parking?", answer: "Free parking behind the studio.", questionFr: "", answerFr: "" },
    ]);
    expect(await view.findByText("Free parking behind the studio.")).toBeTruthy();

    const shoes = within(view.getByText("Which shoes?", { selector: "strong" }).closest("li")!);
    await user.click(shoes.getByRole("button", { name: "Remove" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(shoes.getByRole("button", { name: "Yes, remove" }));
    expect(await view.findByText("Question removed")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url.pathname)).toEqual([`/api/admin/faq/${SHOES.id}`]);
    await waitFor(() => expect(view.queryByText("Which shoes?", { selector: "strong" })).toBeNull());
  });

  test("a refused question keeps what the admin typed and shows the server's message", async () => {
    faqApi([], { "POST /admin/faq": failReply(400, "Question must be at most 300 characters") });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/catalog?tab=faq");
    expect(await view.findByText("No questions yet: the public FAQ page says so.")).toBeTruthy();
    await user.type(view.getByLabelText("Question"), "Why?");
    await user.type(view.getByLabelText("Answer"), "Because.");
    await user.click(view.getByRole("button", { name: "Add question" }));
    expect(await view.findByText("Question must be at most 300 characters")).toBeTruthy();
    expect((view.getByLabelText("Question") as HTMLInputElement).value).toBe("Why?");
    expect((view.getByRole("button", { name: "Add question" }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("in French: its tab, labels and buttons", async () => {
    faqApi([PARKING]);
    const view = renderConsole("/admin/catalog?tab=faq", "fr");
    expect(await view.findByText("Is there parking?", { selector: "strong" })).toBeTruthy();
    expect(view.getByRole("heading", { name: "Ajouter une question" })).toBeTruthy();
    for (const label of ["Question", "Question (français)", "Réponse", "Réponse (français)"]) expect(view.getByLabelText(label)).toBeTruthy();
    expect(view.getByRole("button", { name: "Ajouter la question" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Modifier Is there parking?" })).toBeTruthy();
  });
});
