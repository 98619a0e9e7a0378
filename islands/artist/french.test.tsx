import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import { artistEn } from "../../src/platform/i18n/messages/en/artist.ts";
import { artistFr } from "../../src/platform/i18n/messages/fr/artist.ts";
import { type Answer, failReply, makeArtistProfile, makeConfirmedJob, makeJob, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer, lookup, pagedReply } = await import("../../tests/artist-app.tsx");
const { fireEvent, within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

const TYPES = lookup("1", ["Ballet Instructor"]);
const STYLES = lookup("2", ["Ballet", "Tap"]);
const AVAILABILITIES = lookup("3", ["Weekends"]);
const paged = pagedReply;

const offers = Array.from({ length: 12 }, (_, i) => makeJob({ studioName: `Offer ${i + 1}` }));
const booked = makeConfirmedJob({ studioName: "Booked Studio", rate: 72.5 });
const profile = makeArtistProfile({
  artistStatus: "approved",
  artistStyle: ["Ballet"],
  pendingStyles: ["Tap"],
  pendingChange: { name: null, bio: "Ballet et jazz, syllabus RAD.", since: "2026-12-01T10:00:00.000Z" },
  choices: { artistType: [TYPES[0]!.id], artistStyle: [STYLES[0]!.id], artistAvailable: [AVAILABILITIES[0]!.id] },
});

function server(status: string | null, more: Answer = () => undefined) {
  return artistServer(status, { types: TYPES, styles: STYLES, availabilities: AVAILABILITIES }, (req) => {
    const path = req.url.pathname;
    return (
      more(req) ??
      (path === "/api/artist/profile" ? okReply(profile) : undefined) ??
      (path === "/api/job/available-jobs" ? paged(offers, req) : undefined) ??
      (path === "/api/job/confirmed-jobs" ? paged([booked], req) : undefined) ??
      (path === `/api/job/detail/${offers[0]!._id}` ? okReply(offers[0]!) : undefined) ??
      (path === `/api/job/artist-confirmed-job/${booked._id}` ? okReply(booked) : undefined) ??
      // The server answers in the language too (its messages are translated on its side).
      (path.startsWith("/api/job/detail/") ? failReply(404, "Offre introuvable") : undefined)
    );
  });
}

/** The English texts of `artist.*` that French says differently, without placeholders. */
const ENGLISH = (Object.keys(artistEn) as (keyof typeof artistEn)[])
  .filter((key) => !artistEn[key].includes("{") && artistEn[key] !== artistFr[key])
  .map((key) => artistEn[key] as string);

/**
 * What a person reads or hears on the screen: text nodes and the accessible attributes
 * (the toaster is left out: other suites' toasts may linger in it; the toasts of these
 * screens are asserted one by one).
 */
function shown(): string[] {
  const out: string[] = [];
  const onScreen = (node: Node) => !(node instanceof Element ? node : node.parentElement)?.closest('[data-island="toaster"]');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if (onScreen(walker.currentNode)) out.push((walker.currentNode.textContent ?? "").trim());
  for (const el of document.body.querySelectorAll("[aria-label],[placeholder],[alt],[title]")) {
    if (!onScreen(el)) continue;
    for (const name of ["aria-label", "placeholder", "alt", "title"]) {
      const value = el.getAttribute(name);
      if (value) out.push(value.trim());
    }
  }
  return out.filter(Boolean);
}

/** No text of the artist namespace is left in English (long ones are looked for inside texts too). */
function expectNoEnglish() {
  const texts = shown();
  const whole = texts.join("\n");
  const left = ENGLISH.filter((english) => texts.includes(english) || (english.length >= 12 && whole.includes(english)));
  expect(left).toEqual([]);
}

describe("the artist area in French", () => {
  test("dashboard and navigation", async () => {
    server("approved");
    const { findByText, getByRole } = renderArtistApp("/artist/dashboard", {}, "fr");
    await findByText("Offer 1");
    await findByText("Booked Studio");
    expect(getByRole("heading", { level: 1 }).textContent).toBe("Bonjour Maya Singh\u00a0!");
    expect(getByRole("navigation", { name: "Espace artiste" })).toBeTruthy();
    expect(getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current")).toBe("page");
    expect(getByRole("link", { name: "Offres" }).getAttribute("href")).toBe("/artist/jobs");
    expect(getByRole("link", { name: "Voir le profil" })).toBeTruthy();
    expect(getByRole("heading", { name: /Offres pour vous/ })).toBeTruthy();
    expect(getByRole("heading", { name: /Contrats confirmés/ })).toBeTruthy();
    expectNoEnglish();
  });

  test("jobs page, both tabs", async () => {
    server("approved");
    const { findByText, getByRole } = renderArtistApp("/artist/jobs", {}, "fr");
    await findByText("Offer 1");
    expect(getByRole("heading", { level: 1 }).textContent).toBe("Offres");
    expect(getByRole("tab", { name: "Offres" }).getAttribute("aria-selected")).toBe("true");
    expect(getByRole("navigation", { name: "Pages des offres de contrat" })).toBeTruthy();
    expectNoEnglish();
    fireEvent.click(getByRole("tab", { name: "Contrats confirmés" }));
    await findByText("Booked Studio");
    expectNoEnglish();
  });

  test("job details with 'Précisions' and the opt-in", async () => {
    server("approved");
    const view = renderArtistApp(`/artist/jobs/details/${offers[0]!._id}`, {}, "fr");
    // Testing Library folds the no-break space into a space: the raw text keeps it.
    // Words that fit any artist: no "intéressé" that assumes a man.
    expect((await view.findByText(/^Ça vous intéresse/)).textContent).toBe("Ça vous intéresse\u00a0?");
    expect(view.getByRole("textbox", { name: "Précisions" }).getAttribute("placeholder")).toStartWith("Ce que le studio devrait savoir\u00a0:");
    expect(view.getByRole("button", { name: "Ça m’intéresse" })).toBeTruthy();
    expect(view.getByRole("link", { name: /Retour aux offres/ })).toBeTruthy();
    expectNoEnglish();
  });

  test("a job no longer offered", async () => {
    server("approved");
    const gone = renderArtistApp(`/artist/jobs/details/${makeJob()._id}`, {}, "fr");
    await gone.findByText("Ce contrat n’est plus offert");
    expect(gone.getByRole("link", { name: "Voir les autres offres" })).toBeTruthy();
    expectNoEnglish();
  });

  test("confirmed job: the rate in Québec style", async () => {
    server("approved");
    const { findByText, getAllByText } = renderArtistApp(`/artist/jobs/confirmed/${booked._id}`, {}, "fr");
    await findByText("Ce contrat est à vous");
    expect(getAllByText("72,50 $/h").length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  test("profile, pending styles, and the Edit Profile modal's two tabs", async () => {
    server("approved");
    const { findByRole, getByRole, getByText } = renderArtistApp("/artist/artist-profile", {}, "fr");
    expect((await findByRole("heading", { level: 1 })).textContent).toBe("Bonjour Maya Singh\u00a0!");
    expect(getByText("Approuvé")).toBeTruthy();
    expect(within(getByRole("list", { name: "Styles en cours de vérification" })).getByText("Tap · en vérification")).toBeTruthy();
    const waiting = within(getByRole("region", { name: "En attente de l’approbation de l’agence" }));
    expect(waiting.getByText("Nouvelle biographie").nextElementSibling?.textContent).toBe("Ballet et jazz, syllabus RAD.");
    expect(getByRole("link", { name: "Voir mon profil public" }).getAttribute("href")).toBe(`/fr/artist/profile/${profile.id}`);
    expectNoEnglish();

    const user = userEvent.setup({ document });
    await user.click(getByRole("button", { name: "Modifier le profil" }));
    const dialog = await findByRole("dialog", { name: "Modifier le profil" });
    expect(within(dialog).getByRole("tab", { name: "Compte" }).getAttribute("aria-selected")).toBe("true");
    expect(within(dialog).getByLabelText("Nouvelle photo (facultatif)")).toBeTruthy();
    expectNoEnglish();
    await user.clear(within(dialog).getByRole("textbox", { name: "Nom" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Nom" }), " ");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Le nom est obligatoire");

    await user.click(within(dialog).getByRole("tab", { name: "Expérience" }));
    const experience = within(dialog).getByRole("combobox", { name: "Expérience" });
    expect([...experience.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Choisir l’expérience",
      "Moins de 1 an",
      "1 à 5 ans",
      "6 à 10 ans",
      "Plus de 10 ans",
    ]);
    expect(within(dialog).getByRole("group", { name: /Styles de danse/ })).toBeTruthy();
    expect(((await within(dialog).findByRole("checkbox", { name: "Ballet" })) as HTMLInputElement).checked).toBe(true);
    expectNoEnglish();
  });

  test("application form and its refusal in the browser", async () => {
    server(null);
    const view = renderArtistApp("/artist/form", {}, "fr");
    await view.findByRole("heading", { name: "Joignez-vous à notre équipe de pédagogues de la danse" });
    await view.findByRole("checkbox", { name: "Ballet" });
    const select = view.getByRole("combobox", { name: "Expérience" });
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Choisissez votre expérience",
      "Moins de 1 an",
      "1 à 5 ans",
      "6 à 10 ans",
      "Plus de 10 ans",
    ]);
    expect(view.getByLabelText("Lettre de référence 2 *")).toBeTruthy();
    expect(view.getByLabelText("Vérification policière (VSV) (facultatif)")).toBeTruthy();
    expectNoEnglish();
    fireEvent.click(view.getByRole("button", { name: "Envoyer ma candidature" }));
    expect((await view.findByRole("alert")).textContent).toBe("Veuillez remplir tous les champs obligatoires et téléverser les fichiers requis.");
  });

  test("confirmation page", async () => {
    server("pending");
    const done = renderArtistApp("/artist/confirmation-page", {}, "fr");
    await done.findByText("En attente d’approbation");
    expect(done.getByRole("heading", { level: 1 }).textContent).toBe("Votre candidature est envoyée");
    expect(done.getByRole("link", { name: "Retour à l’accueil" }).getAttribute("href")).toBe("/fr");
    expectNoEnglish();
  });

  test("a page that does not exist", async () => {
    server("approved");
    const { findByText, getByRole } = renderArtistApp("/artist/nowhere", {}, "fr");
    await findByText("Page introuvable");
    expect(getByRole("link", { name: "Aller à mon tableau de bord" })).toBeTruthy();
    expectNoEnglish();
  });
});
