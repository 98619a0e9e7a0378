import { describe, expect, test } from "bun:test";
import { fireEvent, render } from "@testing-library/react";
import type { Testimonial } from "../../src/features/catalogue/catalog.contract.ts";
import { useDom } from "../../tests/dom.ts";
import { withI18n } from "../../tests/i18n.tsx";
import { Testimonials, wrapIndex } from "./Testimonials.tsx";

useDom();

const people: Testimonial[] = [
  { id: "1", name: "Ada", degination: "Studio Director", rating: 5, description: "First words.", image: "/a.jpg" },
  { id: "2", name: "Ben", degination: "Choreographer", rating: 3, description: "Second words.", image: "/b.jpg" },
  { id: "3", name: "Cy", degination: "Coordinator", rating: 4, description: "Third words.", image: "/c.jpg" },
];

describe("testimonials carousel", () => {
  test("starts at the first; previous from the first wraps to the last", () => {
    const view = render(withI18n(<Testimonials testimonials={people} />));
    expect(view.getByText("First words.")).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "Previous testimonial" }));
    expect(view.getByText("Third words.")).toBeTruthy();
    expect(view.getByText("Cy")).toBeTruthy();
    expect(view.getByText("Coordinator")).toBeTruthy();
  });

  test("next from the last wraps to the first", () => {
    const view = render(withI18n(<Testimonials testimonials={people} />));
    const next = view.getByRole("button", { name: "Next testimonial" });
    fireEvent.click(next);
    expect(view.getByText("Second words.")).toBeTruthy();
    fireEvent.click(next);
    expect(view.getByText("Third words.")).toBeTruthy();
    fireEvent.click(next);
    expect(view.getByText("First words.")).toBeTruthy();
  });

  test("stars come from the rating", () => {
    const view = render(withI18n(<Testimonials testimonials={people} />));
    fireEvent.click(view.getByRole("button", { name: "Next testimonial" }));
    const stars = view.getByRole("img", { name: "Rated 3 out of 5" });
    expect(stars.querySelectorAll(".is-filled")).toHaveLength(3);
    expect(stars.querySelectorAll(".is-empty")).toHaveLength(2);
  });

  test("no testimonials: an empty state, no arrows", () => {
    const view = render(withI18n(<Testimonials testimonials={[]} />));
    expect(view.queryByRole("button")).toBeNull();
    expect(view.getByText(/will appear here soon/)).toBeTruthy();
  });

  test("wrapIndex wraps both ways", () => {
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(2, 1, 6)).toBe(3);
  });
});
