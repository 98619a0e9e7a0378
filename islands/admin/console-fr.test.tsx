import { describe, expect, test } from "bun:test";
import { parse, type Token } from "@messageformat/parser";
import { waitFor, within } from "@testing-library/react";
import type { AdminJob, JobApplicant } from "../../src/features/bookings/admin.contract.ts";
import type { ProfileChange } from "../../src/features/artists/profile-changes.contract.ts";
import type { StyleRequest } from "../../src/features/artists/style-requests.contract.ts";
import { adminEn } from "../../src/platform/i18n/messages/en/admin.ts";
import { adminFr } from "../../src/platform/i18n/messages/fr/admin.ts";
import { ADMIN_JOB_ID, APPLICANT_ID, adminJob, application, fakeAdminApi, jobApplicant, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole, userEvent } = await setUpConsole();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a pattern of what it shows: its text, any value for each placeholder, any case of a plural or select. */
const pattern = (tokens: Token[]): string =>
  tokens
    .map((token) => {
      if (token.type === "content") return escapeRegExp(token.value);
      if (token.type === "octothorpe" || token.type === "argument" || token.type === "function") return ".+";
      if ("cases" in token) return `(?:${token.cases.map((c) => pattern(c.tokens)).join("|")})`;
      return "";
    })
    .join("");

/** The words of a message, without its placeholders: "{start} – {end}" has none. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ""));

/** The English messages of the console (not the catalog editors') that French writes differently, as patterns of a whole text. */
const ENGLISH = Object.entries(adminEn)
  .filter(([key, value]) => !key.startsWith("admin.catalog.") && adminFr[key as keyof typeof adminEn] !== value && hasWords(value))
  .map(([key, value]) => ({ key, matches: new RegExp(`^(?:← )?${pattern(parse(value)).trim()}$`) }));

/** Every text a person reads or hears in the console: each element's own text, labels, titles and placeholders. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const el of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join("")
      .trim();
    if (own) texts.push(own);
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** No text of the screen is an English message of the console. */
function expectNoEnglish(root: HTMLElement) {
  const left = shownTexts(root).flatMap((text) => ENGLISH.filter((m) => m.matches.test(text)).map((m) => `${m.key}: ${text}`));
  expect(left).toEqual([]);
}

const counts = okReply({ ...NO_COUNTS, pendingApplications: 3, openJobs: 1 });
const ARTIST_ID = APPLICANT_ID;
const JOB_ID = ADMIN_JOB_ID;
const created = new Date(Date.now() - 3 * 86_400_000).toISOString();

const artist = application({ createdAt: "2026-12-06T15:00:00.000Z" });

const job = (overrides: Partial<AdminJob> = {}): AdminJob =>
  adminJob({ rate: 45, startDate: "2026-12-06", endDate: "2026-12-06", startTime: "09:30", endTime: "12:30", createdAt: created, ...overrides });

const applicant = (name: string, overrides: Partial<JobApplicant> = {}) => jobApplicant(name, { appliedAt: created, ...overrides });

const request: StyleRequest = {
  id: "01900000-0000-7000-8000-0000000000aa",
  artistId: ARTIST_ID,
  artistName: "Amelia Tremblay",
  artistEmail: "amelia@example.com",
  style: "Jazz",
  styleId: "01900000-0000-7000-8000-0000000000cc",
  currentStyles: [],
  createdAt: created,
};

const change: ProfileChange = {
  id: "01900000-0000-7000-8000-0000000000dd",
  artistId: ARTIST_ID,
  artistEmail: "amelia@example.com",
  name: "Amelia Tremblay",
  newName: null,
  bio: "Professeure de ballet.",
  newBio: "Professeure de ballet et de jazz.",
  asked: "bio",
  createdAt: created,
  updatedAt: created,
};

describe("the console in French", () => {
  test("navigation with counts, the dashboard and the console's 404", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/artists?status=pending&page=1&limit=5": okReply([{ ...artist, artistStyle: [] }]),
      "GET /admin/jobs?status=pending&page=1&limit=5": okReply([job()]),
    });
    const view = renderConsole("/admin", "fr");
    expect(await view.findByRole("heading", { name: "Tableau de bord" })).toBeTruthy();
    const nav = within(view.getByRole("navigation", { name: "Console d’administration" }));
    expect(nav.getByText("Console de l’agence")).toBeTruthy();
    for (const link of ["Candidatures", "Révisions de profils", "Contrats", "Boîte de réception", "Catalogue"])
      expect(nav.getByRole("link", { name: new RegExp(link) })).toBeTruthy();
    expect(await nav.findByLabelText("3 en attente")).toBeTruthy();
    expect(view.getByText("Candidatures en attente")).toBeTruthy();
    expect(view.getByText("Au cours des 7 derniers jours")).toBeTruthy();
    expect(await view.findByText("Aucun style")).toBeTruthy();
    expect(await view.findByText("2 inscrits")).toBeTruthy();
    expect(view.getByText("Ballet · début le 6 déc. 2026")).toBeTruthy();
    expectNoEnglish(view.container);

    await view.router.navigate({ to: "/admin/nowhere" });
    expect(await view.findByRole("heading", { name: "Page introuvable" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Retour au tableau de bord" })).toBeTruthy();
    expectNoEnglish(view.container);
  });

  test("applications, and one application with its documents and the question before approving", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/artists?status=pending&page=1&limit=10": okReply([artist], "Success", 1),
      [`GET /admin/artists/${ARTIST_ID}`]: okReply(artist),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/applications", "fr");
    expect(await view.findByRole("heading", { name: "Candidatures" })).toBeTruthy();
    expect(view.getByRole("tab", { name: "Approuvées" })).toBeTruthy();
    expect(await view.findByText("En attente", { selector: ".badge" })).toBeTruthy();
    expect(view.getByText(/^A postulé (il y a|dans) /)).toBeTruthy();
    expectNoEnglish(view.container);

    await user.click(view.getByRole("link", { name: /Sofia Marchetti/ }));
    expect(await view.findByRole("heading", { name: "Sofia Marchetti" })).toBeTruthy();
    expect(view.getByText("A postulé le 6 déc. 2026")).toBeTruthy();
    expect(view.getByText("1 à 5 ans")).toBeTruthy();
    expect(view.getByRole("link", { name: "Télécharger Lettre de référence 1" })).toBeTruthy();
    expect(within(view.getByText("Vérification policière (secteur vulnérable)").closest("li")!).getByText("Non fourni")).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Approuver" }));
    expect(view.getByRole("group", { name: "Approuver cet artiste\u202f?" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Oui, approuver" })).toBeTruthy();
    expectNoEnglish(view.container);
  });

  test("jobs, and one job with who opted in", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/jobs?status=pending&page=1&limit=10": okReply([job()], "Success", 1),
      [`GET /admin/jobs/${JOB_ID}`]: okReply(job()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: okReply([applicant("Maya Singh", { artistStatus: "rejected" }), applicant("Leo Park")]),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/jobs", "fr");
    expect(await view.findByRole("heading", { name: "Contrats" })).toBeTruthy();
    expect(view.getByRole("tab", { name: "Ouverts" })).toBeTruthy();
    // Québec's clock, as in the other areas: "9 h 30", not Intl's "09 h 30".
    expect(await view.findByText("dimanche 6 déc. 2026 · 9 h 30 – 12 h 30")).toBeTruthy();
    expect(view.getByText(/^Toronto \(ON\) · 45,00 \$\/h · publié il y a .+ par Claire Dubois$/)).toBeTruthy();
    expect(view.getByText("2 inscrits")).toBeTruthy();
    expectNoEnglish(view.container);

    await user.click(view.getByRole("link", { name: /Pointe Studio/ }));
    expect(await view.findByText("Artistes inscrits")).toBeTruthy();
    expect(await view.findByText("Profil refusé")).toBeTruthy();
    const maya = view.getAllByRole("button", { name: "Confirmer l’artiste" })[0] as HTMLButtonElement;
    expect(maya.title).toBe("Seul un artiste approuvé peut être confirmé");
    expect(view.getAllByText("Aucun détail supplémentaire.")).toHaveLength(2);
    expect(view.getAllByText(/6 à 10 ans · inscrit il y a/)).toHaveLength(2);
    expect(view.getByRole("button", { name: "Annuler le contrat" })).toBeTruthy();
    await user.click(within(view.getByText("Leo Park").closest("li")!).getByRole("button", { name: "Confirmer l’artiste" }));
    expect(view.getByRole("group", { name: "Réserver Leo Park pour ce contrat\u202f?" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Non" })).toBeTruthy();
    expect(view.getByRole("link", { name: "← Contrats" })).toBeTruthy();
    expect(view.getByText("Studio")).toBeTruthy();
    // The job's own facts and status are the shared job view's (app.*); the console's parts are these.
    for (const part of [".job-view__back", ".job-view__actions", ".admin-panel"]) expectNoEnglish(view.container.querySelector<HTMLElement>(part)!);
  });

  test("profile reviews (names and bios, styles), contacts, the inbox and the catalog's tabs", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/profile-changes?page=1&limit=10": okReply([change], "Success", 1),
      "GET /admin/style-requests?page=1&limit=10": okReply([request], "Success", 1),
      "GET /admin/contacts?page=1&limit=10": okReply([
        {
          id: "m1",
          firstName: "Jeanne",
          lastName: "Roy",
          email: "jeanne@example.com",
          phoneNumber: "514 555 0100",
          message: "Bonjour!",
          createdAt: "2026-12-06T14:30:00.000Z",
        },
      ]),
      "GET /admin/services": okReply([]),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/profile-reviews", "fr");
    expect(await view.findByRole("heading", { name: "Révisions de profils" })).toBeTruthy();
    const bio = within(await view.findByRole("region", { name: "Biographie" }));
    expect(bio.getByText("Actuellement").nextElementSibling?.textContent).toBe("Professeure de ballet.");
    expect(bio.getByText("Demandé").nextElementSibling?.textContent).toBe("Professeure de ballet et de jazz.");
    await user.click(view.getByRole("button", { name: "Approuver" }));
    expect(view.getByRole("group", { name: "Approuver cette biographie pour Amelia Tremblay\u202f?" })).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Non" }));
    await user.click(view.getByRole("button", { name: "Refuser" }));
    expect(view.getByLabelText("Motif pour l’artiste (facultatif, dans sa notification)")).toBeTruthy();
    expectNoEnglish(view.container);

    await user.click(view.getByRole("tab", { name: "Styles" }));
    expect(await view.findByText("Demande l’ajout de")).toBeTruthy();
    expect(view.getByText("Aucun")).toBeTruthy();
    expect(view.getByText(/^Demandé il y a/)).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Refuser" }));
    expect(view.getByRole("group", { name: "Refuser Jazz pour Amelia Tremblay\u202f?" })).toBeTruthy();
    expectNoEnglish(view.container);

    await view.router.navigate({ to: "/admin/contacts", search: { page: 1 } });
    expect(await view.findByRole("heading", { name: "Contacts" })).toBeTruthy();
    expect(view.getByText("Messages envoyés par la page Nous joindre, du plus récent au plus ancien.")).toBeTruthy();
    // 9:30 in Toronto, its hour written as everywhere else in French ("9 h 30", not "09 h 30").
    expect((await view.findByText("Bonjour!")).closest("li")!.querySelector("time")!.title).toBe("6 déc. 2026, 9 h 30");
    expectNoEnglish(view.container);

    await view.router.navigate({ to: "/admin/inbox" });
    expect(await view.findByRole("heading", { name: "Boîte de réception" })).toBeTruthy();
    expectNoEnglish(view.container);

    await view.router.navigate({ to: "/admin/catalog", search: { tab: "services" } });
    expect(await view.findByRole("heading", { name: "Catalogue" })).toBeTruthy();
    for (const tab of ["Services", "Témoignages", "Styles", "Types d’artistes", "Disponibilités"]) expect(view.getByRole("tab", { name: tab })).toBeTruthy();
    await waitFor(() => expectNoEnglish(view.container));
  });
});
