import { describe, expect, test } from "bun:test";
import { render, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import { useDom } from "../../../tests/dom.ts";
import { fakeServer, failReply, makeJob, okReply } from "../../../tests/fake-api.ts";
import { withI18n } from "../../../tests/i18n.tsx";

useDom();
const { client } = await import("../api.ts");
const { JobView } = await import("./JobView.tsx");
const { StatusBadge } = await import("./StatusBadge.tsx");
const { useIslandTestKit, renderWithToaster } = await import("../../../tests/island-kit.tsx");
useIslandTestKit();

/** Monday Jan 7 to Tuesday Jan 8 2030, 9:00 to 12:30, $40/hr, posted now. */
const job = makeJob({ studioName: "Studio Pulse", rate: 42.5, description: "", status: "pending" });

function renderJob(locale: Locale) {
  fakeServer(({ url }) => (url.pathname === `/api/job/detail/${job._id}` ? okReply(job) : undefined));
  return render(
    withI18n(
      <Provider>
        <JobView route={client.job.detail[":jobId"]} jobId={job._id} back={null} eyebrow={() => job.style} notFound={(refusal) => <p>{refusal}</p>} />
      </Provider>,
      locale,
    ),
  );
}

const facts = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll(".job-facts__grid > div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]),
  );

describe("JobView", () => {
  test("in English, the spec's texts and formats", async () => {
    const view = renderJob("en");
    expect(view.getByRole("status").textContent).toBe("Loading job details...");
    await view.findByRole("heading", { name: "Studio Pulse" });
    expect(facts(view.container)).toEqual({
      Style: "Ballet",
      Rate: "$42.50/h",
      Dates: "Monday, Jan 7, 2030 – Jan 8, 2030",
      Hours: "9:00 AM – 12:30 PM",
      Location: "401 Richmond St WToronto, ON M5V 2H1Open in Google Maps ↗",
    });
    expect(view.getByText("Open").className).toContain("badge--warning");
    expect(view.getByText("No description given.")).toBeTruthy();
    expect(view.getByText("Posted a few seconds ago")).toBeTruthy();
  });

  test("in French: labels, Québec formats, the status and relative time", async () => {
    const view = renderJob("fr");
    expect(view.getByRole("status").textContent).toBe("Chargement des détails du contrat…");
    await view.findByRole("heading", { name: "Studio Pulse" });
    const shown = Object.fromEntries(Object.entries(facts(view.container)).map(([k, v]) => [k, v.replace(/[\u00a0\u202f]/g, " ")]));
    expect(shown).toEqual({
      Style: "Ballet",
      Tarif: "42,50 $/h",
      Dates: "lundi 7 janv. 2030 – 8 janv. 2030",
      Heures: "9 h 00 – 12 h 30",
      Lieu: "401 Richmond St WToronto (ON) M5V 2H1Ouvrir dans Google Maps ↗",
    });
    expect(view.getByText("Ouvert").className).toContain("badge--warning");
    expect(view.getByRole("heading", { name: "Description" })).toBeTruthy();
    expect(view.getByText("Aucune description fournie.")).toBeTruthy();
    expect(view.getByText("Publié il y a quelques secondes")).toBeTruthy();
  });

  test("in French, a one-day job has one 'Date'; a refusal without a message toasts SPEC §8's fallback in French", async () => {
    const oneDay = makeJob({ startDate: "2030-01-07", endDate: "2030-01-07" });
    fakeServer(({ url }) => (url.pathname === `/api/job/detail/${oneDay._id}` ? okReply(oneDay) : undefined));
    const view = render(
      withI18n(
        <Provider>
          <JobView route={client.job.detail[":jobId"]} jobId={oneDay._id} back={null} eyebrow={() => null} notFound={() => null} />
        </Provider>,
        "fr",
      ),
    );
    await waitFor(() => expect(facts(view.container).Date).toBe("lundi 7 janv. 2030"));
    view.unmount();

    fakeServer(() => failReply(404, ""));
    const refused = renderWithToaster(
      <Provider>
        <JobView route={client.job.detail[":jobId"]} jobId={oneDay._id} back={null} eyebrow={() => null} notFound={(refusal) => <p>{refusal}</p>} />
      </Provider>,
      "fr",
    );
    expect((await refused.findAllByText("Impossible de charger les détails du contrat")).length).toBeGreaterThan(0);
  });
});

describe("StatusBadge", () => {
  test("names a status in the page's language; an unknown one by itself; a given label wins", () => {
    const en = render(withI18n(<StatusBadge status="approved" />));
    expect(en.container.textContent).toBe("Approved");
    en.unmount();
    const fr = render(
      withI18n(
        <>
          <StatusBadge status="pending" />
          <StatusBadge status="approved" />
          <StatusBadge status="rejected" />
          <StatusBadge status="cancelled" />
          <StatusBadge status="onHold" />
          <StatusBadge status="confirmed" label="Artiste confirmé" />
        </>,
        "fr",
      ),
    );
    expect([...fr.container.querySelectorAll(".badge")].map((b) => b.textContent)).toEqual([
      "En attente",
      // An application's states: "candidature" agrees in the feminine.
      "Approuvée",
      "Refusée",
      "Annulé",
      "OnHold",
      "Artiste confirmé",
    ]);
    expect(fr.container.querySelector(".badge")!.className).toContain("badge--warning");
  });
});
