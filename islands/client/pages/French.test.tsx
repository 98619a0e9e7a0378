import { describe, expect, test } from "bun:test";
import { fireEvent, within } from "@testing-library/react";
import { en } from "../../../src/platform/i18n/messages/en.ts";
import { fr } from "../../../src/platform/i18n/messages/fr.ts";
import { fakeServer, makeJob, okReply } from "../../../tests/fake-api.ts";
import { BOOKING, BOOKING_INVOICE, CLIENT, setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();

/** A no-break space (before « : » and inside guillemets) and a narrow one (before « ? ! »). */
const NBSP = "\u00a0";
const NNBSP = "\u202f";

/**
 * The English texts of `client.*` and of the form messages (`api.validation.*`) that French says otherwise, as they
 * would show on a screen: each message's words outside its placeholders, one phrase of at least two words or eight letters.
 */
const ENGLISH_PHRASES = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => key.startsWith("client.") || key.startsWith("api.validation."))
  .filter((key) => en[key] !== fr[key] && !en[key].includes(", select,"))
  .flatMap((key) => en[key].split(/\{[^{}]*\}/))
  .map((part) => part.trim())
  .filter((part) => part.includes(" ") || part.length >= 8);

/** What the studio area shows, read and heard: its text and its labelling attributes. */
function shown(): string {
  const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title], [alt], [data-label]")].flatMap((el) =>
    ["aria-label", "placeholder", "title", "alt", "data-label"].map((name) => el.getAttribute(name) ?? ""),
  );
  return [document.body.textContent ?? "", ...attributes].join("\n");
}

/** No English text of the studio area is left on the screen. */
function expectNoEnglish() {
  const text = shown();
  expect(ENGLISH_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([]);
}

const booking = BOOKING;
const request = makeJob({ style: "Ballet", studioName: "Pointe Studio" });

function server(hasProfile = true) {
  return fakeServer((req) => {
    switch (req.url.pathname) {
      case "/api/client/check-client-profile":
        return okReply(hasProfile ? { exists: true, profile } : { exists: false });
      case "/api/client/profile":
        return okReply(profile);
      case "/api/invoices":
        // As the server words it in French: the lines and the taxes' names.
        return okReply([
          {
            ...BOOKING_INVOICE,
            lines: BOOKING_INVOICE.lines.map((line, i) => ({ ...line, description: `Jazz avec Maya Singh, ${7 + i} janv. 2030, de 09:00 à 12:30` })),
            taxes: [{ ...BOOKING_INVOICE.taxes[0]!, name: "TVH" }],
          },
        ]);
      case "/api/auth/me":
        return okReply(CLIENT);
      case "/api/artist-style/list":
        return okReply([{ id: "s1", name: "Ballet" }]);
      case "/api/job/user-pending-jobs":
        return okReply([request], "Success", 25);
      case "/api/job/user-confirmed-jobs":
        return okReply([booking], "Success", 1);
      case `/api/job/detail/${request._id}`:
        return okReply(request);
      case `/api/job/user-confirmed-job-details/${booking._id}`:
        return okReply(booking);
      default:
        return undefined;
    }
  });
}

const renderFrench = (path: string) => renderClientApp(path, CLIENT, "fr");

describe("the studio area in French", () => {
  test("the English phrases the check looks for are there", () => {
    expect(ENGLISH_PHRASES).toContain("My Bookings");
    expect(ENGLISH_PHRASES).toContain("Booked artist");
    expect(ENGLISH_PHRASES).toContain("is required");
  });

  test("dashboard and navigation", async () => {
    server();
    const view = renderFrench("/client/dashboard");
    expect(await view.findByText("Bonjour Claire Dubois !")).toBeTruthy();
    expect(shown()).toContain(`Bonjour Claire Dubois${NNBSP}!`);
    expect(view.getByRole("navigation", { name: "Tableau de bord du studio" })).toBeTruthy();
    for (const name of ["Tableau de bord", "Réservations", "Messages"]) expect(view.getByRole("link", { name })).toBeTruthy();
    expect(view.getByRole("link", { name: "Voir le profil" }).getAttribute("href")).toBe("/client/client-profile");
    expect(view.getByRole("link", { name: "Publier une offre" })).toBeTruthy();
    expect(view.getByText("Demandes de réservation")).toBeTruthy();
    expect(view.getByText("Réservations terminées")).toBeTruthy();
    // A booking's row is headed by its artist, their profile beside it.
    await view.findByRole("link", { name: `Profil de ${booking.username}` });
    expectNoEnglish();
  });

  test("my bookings, its tabs and pagination", async () => {
    server();
    const view = renderFrench("/client/my-bookings");
    expect(await view.findByRole("heading", { name: "Mes réservations" })).toBeTruthy();
    expect(view.getByRole("tab", { name: "Demandes" })).toBeTruthy();
    expect(view.getByRole("tab", { name: "Offres confirmées" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Nouvelle demande" })).toBeTruthy();
    await view.findByText("Pointe Studio");
    expect(view.getByRole("navigation", { name: "Pages des demandes de réservation" })).toBeTruthy();
    expectNoEnglish();
  });

  test("booking form: labels, hints, and its warnings in French", async () => {
    server();
    const view = renderFrench("/client/booking-form");
    await view.findByRole("option", { name: "Ballet" });
    expect(view.getByRole("heading", { name: "Publier une offre" })).toBeTruthy();
    for (const label of ["Nom du studio", "Style de danse", "Tarif ($/h)", "Ville", "Code postal", "Date de début", "Heure de fin"]) {
      expect(view.getByLabelText(label)).toBeTruthy();
    }
    expectNoEnglish();
    fireEvent.click(view.getByRole("button", { name: "Publier l’offre" }));
    expect(await view.findByText("Veuillez remplir tous les champs de date et d’heure.")).toBeTruthy();

    const user = userEvent.setup({ document });
    await user.type(view.getByLabelText("Date de début"), "2030-01-07");
    await user.type(view.getByLabelText("Date de fin"), "2030-01-06");
    await user.type(view.getByLabelText("Heure de début"), "09:00");
    await user.type(view.getByLabelText("Heure de fin"), "10:00");
    await user.type(view.getByLabelText("Code postal"), "90210");
    await user.type(view.getByLabelText("Tarif ($/h)"), "-3");
    fireEvent.click(view.getByRole("button", { name: "Publier l’offre" }));
    // The form words its checks as the API does (src/platform/contract/messages.ts), in the page's language.
    expect((await view.findAllByText("Style : ce champ est obligatoire")).length).toBeGreaterThan(0);
    expect(shown()).toContain(`Style${NBSP}: ce champ est obligatoire`);
    expect(view.getByText("Code postal : le code postal doit être canadien, comme A1A 1A1")).toBeTruthy();
    expect(view.getByText("Tarif : le montant doit être supérieur à 0 $/h")).toBeTruthy();
    expect(view.getByText("Ville : ce champ est obligatoire")).toBeTruthy();
    expectNoEnglish();
  });

  test("registration form, its messages, and the confirmation page", async () => {
    server(false);
    const user = userEvent.setup({ document });
    const view = renderFrench("/client/form");
    expect(await view.findByRole("heading", { name: "Inscrivez votre studio" })).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Enregistrer" }));
    expect((await view.findAllByText("Nom du studio : ce champ est obligatoire")).length).toBeGreaterThan(0);
    expect(view.getByText("Numéro de téléphone : ce champ est obligatoire")).toBeTruthy();
    expectNoEnglish();

    const done = renderFrench("/client/confirmation-page");
    expect(await done.findByRole("heading", { name: "Votre studio est inscrit" })).toBeTruthy();
    expect(done.getByRole("link", { name: "Aller au tableau de bord du studio" })).toBeTruthy();
    expectNoEnglish();
  });

  test("client profile and its Edit Profile modal", async () => {
    server();
    const user = userEvent.setup({ document });
    const view = renderFrench("/client/client-profile");
    expect(await view.findByText("Bonjour Claire Dubois !")).toBeTruthy();
    expect(view.getByText("Direction du studio")).toBeTruthy();
    expect(view.getByText("Courriel")).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Modifier le profil" }));
    const dialog = within(view.getByRole("dialog", { name: "Modifier le profil" }));
    expect(dialog.getByRole("button", { name: "Annuler" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Enregistrer les modifications" })).toBeTruthy();
    await user.clear(dialog.getByLabelText("Courriel"));
    await user.type(dialog.getByLabelText("Courriel"), "claire");
    await user.click(dialog.getByRole("button", { name: "Enregistrer les modifications" }));
    expect((await view.findAllByText("Une adresse courriel valide est obligatoire")).length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  test("job details and its cancellation question", async () => {
    server();
    const user = userEvent.setup({ document });
    const view = renderFrench(`/client/jobs/details/${request._id}`);
    expect(await view.findByText("Demande de réservation")).toBeTruthy();
    expect(view.getByRole("link", { name: "← Retour aux réservations" })).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Annuler la demande" }));
    const dialog = within(view.getByRole("dialog", { name: /^Annuler cette demande\s\?$/ }));
    expect(dialog.getByText("L’offre de Ballet chez Pointe Studio ne sera plus proposée aux artistes. Cette action est irréversible.")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "La conserver" })).toBeTruthy();
    expectNoEnglish();
  });

  test("confirmed job and its invoice, with Québec formats", async () => {
    server();
    const user = userEvent.setup({ document });
    const view = renderFrench(`/client/jobs/confirmed/${booking._id}`);
    const card = within(await view.findByRole("complementary", { name: "Artiste réservé" }));
    expect(card.getByText("45,00 $/h")).toBeTruthy();
    expect(card.getByText("Votre artiste")).toBeTruthy();
    expect(card.getByRole("link", { name: "Voir le profil de l’artiste" })).toBeTruthy();
    expectNoEnglish();

    await user.click(view.getByRole("link", { name: "Détails de la facture" }));
    const invoice = within(await view.findByRole("article", { name: "Facture" }));
    const line = invoice.getAllByRole("row")[1]!;
    expect(within(line).getByText("3 h 30 min")).toBeTruthy();
    expect(within(line).getByText("45,00 $/h")).toBeTruthy();
    expect(invoice.getByText("472,50 $")).toBeTruthy();
    // The HST beside its rate and the agency's registration number, as the CRA asks.
    expect(invoice.getByText(/^TVH \(13\s%\), n° 123456789 RT 0001$/)).toBeTruthy();
    expect(invoice.getByText("533,93 $")).toBeTruthy();
    expect(invoice.getByText("Sous-total")).toBeTruthy();
    expect(invoice.getByText("10 janv. 2030")).toBeTruthy();
    expect(invoice.getByText("Impayée")).toBeTruthy();
    expect(invoice.getByText("À l’attention de : Marie Tremblay", { exact: false })).toBeTruthy();
    expect(view.getByRole("button", { name: "Imprimer" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Télécharger le PDF" })).toBeTruthy();
    expectNoEnglish();
  });

  test("a page the studio area does not have", async () => {
    server();
    const view = renderFrench("/client/nowhere");
    expect(await view.findByRole("heading", { name: "Page introuvable" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Retour au tableau de bord" })).toBeTruthy();
    expectNoEnglish();
  });
});
