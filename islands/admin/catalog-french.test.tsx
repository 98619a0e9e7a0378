import { describe, expect, test } from "bun:test";
import { within } from "@testing-library/react";
import type { AdminLookupItem, AdminService, AdminTestimonial } from "../../src/features/catalogue/catalog-admin.contract.ts";
import type { AdminFaqEntry } from "../../src/features/catalogue/faq.contract.ts";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole } = await setUpConsole();

const translated: AdminTestimonial = {
  id: "01900000-0000-7000-8000-0000000000d1",
  name: "Anne Roy",
  degination: "Studio owner",
  deginationFr: "Propriétaire de studio",
  rating: 5,
  description: "Great artists.",
  descriptionFr: "Des artistes formidables.",
  image: "/images/testimonials/anne.jpg",
};
const english: AdminTestimonial = {
  ...translated,
  id: "01900000-0000-7000-8000-0000000000d2",
  name: "Bob Lee",
  deginationFr: undefined,
  descriptionFr: undefined,
};
const service: AdminService = { id: "01900000-0000-7000-8000-0000000000c1", name: "Workshops", serviceImage: "/images/services/workshops.jpg" };
const style: AdminLookupItem = { id: "01900000-0000-7000-8000-0000000000a1", name: "Krump", artistCount: 0, openJobCount: 0 };
const faq: AdminFaqEntry = {
  id: "01900000-0000-7000-8000-0000000000f1",
  question: "Is there parking?",
  answer: "Street parking only.",
  questionFr: "Stationnement\u202f?",
};

const api = () =>
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/testimonials": okReply([translated, english]),
    "GET /admin/services": okReply([service]),
    "GET /admin/lookups/styles": okReply([style]),
    "GET /admin/faq": okReply([faq]),
  });
const itemOf = (element: HTMLElement) => within(element.closest("li")!);

describe("French left empty in the catalogue is flagged where the item is listed", () => {
  test("testimonials: each empty French text flagged, translated ones not; the photo of a new one is marked required", async () => {
    api();
    const view = renderConsole("/admin/catalog?tab=testimonials");
    const bob = itemOf(await view.findByText("Bob Lee"));
    expect(bob.getByText("Title: missing in French")).toBeTruthy();
    expect(bob.getByText("Testimonial: missing in French")).toBeTruthy();
    expect(itemOf(view.getByText("Anne Roy")).queryByText(/missing in French/)).toBeNull();
    // The add form: every required field's label carries the star, the photo's too (the French ones are optional).
    const photo = view.getByLabelText(/^Photo/) as HTMLInputElement;
    expect(photo.required).toBe(true);
    expect(photo.closest("label")!.querySelector(".aa-required")).toBeTruthy();
    for (const name of ["name", "degination", "description"]) {
      const field = view.container.querySelector<HTMLElement>(`form [name="${name}"]`)!;
      expect(view.container.querySelector(`label[for="${field.id}"] .aa-required`)).toBeTruthy();
    }
    expect(view.container.querySelector(`label[for="${view.container.querySelector('form [name="deginationFr"]')!.id}"] .aa-required`)).toBeNull();
  });

  test("services, lookup lists and the FAQ; in French too", async () => {
    api();
    const services = renderConsole("/admin/catalog?tab=services");
    expect(itemOf(await services.findByText("Workshops", { selector: "strong" })).getByText("Name: missing in French")).toBeTruthy();
    expect(
      services
        .getByLabelText(/^Image/)
        .closest("label")!
        .querySelector(".aa-required"),
    ).toBeTruthy();
    services.unmount();
    const styles = renderConsole("/admin/catalog?tab=styles");
    expect(itemOf(await styles.findByText("Krump", { selector: ".admin-lookup__name" })).getByText("Name: missing in French")).toBeTruthy();
    styles.unmount();
    const questions = renderConsole("/admin/catalog?tab=faq", "fr");
    const parking = itemOf(await questions.findByText("Is there parking?", { selector: "strong" }));
    expect(parking.getByText(/^Réponse\s: manque en français$/)).toBeTruthy();
    expect(parking.queryByText(/^Question\s: manque/)).toBeNull();
  });
});
