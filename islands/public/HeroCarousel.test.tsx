import { describe, expect, test } from "bun:test";
import { fireEvent, render } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { withI18n } from "../../tests/i18n.tsx";
import { HeroCarousel } from "./HeroCarousel.tsx";

useDom();

describe("hero View As toggle", () => {
  test("starts as ARTIST with the artist headline and slide", () => {
    const view = render(withI18n(<HeroCarousel />));
    expect(view.getByRole("heading", { level: 1 }).textContent).toBe("Earn Effortlessly As An Artist");
    expect(view.getByRole("button", { name: "ARTIST" }).getAttribute("aria-pressed")).toBe("true");
    expect(view.getByRole("button", { name: "CLIENT" }).getAttribute("aria-pressed")).toBe("false");
    const active = view.container.querySelector(".hero__slide.is-active img");
    expect(active?.getAttribute("src")).toBe("/images/hero/artist.jpg");
  });

  test("CLIENT switches the headline and fades to the client slide; ARTIST switches back", () => {
    const view = render(withI18n(<HeroCarousel />));
    fireEvent.click(view.getByRole("button", { name: "CLIENT" }));
    expect(view.getByRole("heading", { level: 1 }).textContent).toBe("Hire Skilled Artists");
    expect(view.getByRole("button", { name: "CLIENT" }).getAttribute("aria-pressed")).toBe("true");
    expect(view.container.querySelector(".hero__slide.is-active img")?.getAttribute("src")).toBe("/images/hero/client.jpg");
    // The hidden slide is out of the accessibility tree.
    expect(view.container.querySelectorAll('.hero__slide[aria-hidden="true"]')).toHaveLength(1);

    fireEvent.click(view.getByRole("button", { name: "ARTIST" }));
    expect(view.getByRole("heading", { level: 1 }).textContent).toBe("Earn Effortlessly As An Artist");
  });
});
