import { describe, expect, test } from "bun:test";
import { act, fireEvent, render, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
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

describe("hero pictures", () => {
  test("the page as sent carries the first slide's picture alone, fetched first; the island adds the other", async () => {
    const sent = renderToString(withI18n(<HeroCarousel />));
    expect(sent.match(/<picture>/g)).toHaveLength(1);
    expect(sent).toContain('src="/images/hero/artist.jpg"');
    expect(sent).toContain('fetchPriority="high"');
    expect(sent).not.toContain("/images/hero/client");
    expect(sent).not.toContain('loading="lazy"');

    const view = render(withI18n(<HeroCarousel />));
    await waitFor(() => expect(view.container.querySelectorAll(".hero__slide picture")).toHaveLength(2));
    const client = view.container.querySelector('.hero__slide[aria-hidden="true"] picture')!;
    expect(client.querySelector("img")?.getAttribute("fetchpriority")).toBeNull();
  });

  test("the other slide's words sit unseen beside the shown ones (the box keeps the tallest height): one h1, nothing announced twice", () => {
    const view = render(withI18n(<HeroCarousel intervalMs={60_000} />));
    const sizers = view.container.querySelectorAll(".hero__text-sizer");
    expect(sizers).toHaveLength(1);
    expect(sizers[0]!.getAttribute("aria-hidden")).toBe("true");
    expect(sizers[0]!.querySelector(".hero__title")!.textContent).toBe(CLIENT);
    expect(view.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    fireEvent.click(view.getByRole("button", { name: "CLIENT" }));
    expect(view.container.querySelector(".hero__text-sizer .hero__title")!.textContent).toBe(ARTIST);
    expect(headline(view)).toBe(CLIENT);
  });

  test("AVIF, then WebP, then the JPEG; on phones the square crop", () => {
    const sent = renderToString(withI18n(<HeroCarousel />));
    const sources = [...sent.matchAll(/<source ([^>]*)\/>/g)].map((m) => m[1]);
    expect(sources).toEqual([
      'media="(max-width: 575.98px)" type="image/avif" srcSet="/images/hero/artist-phone.avif" width="700" height="700"',
      'media="(max-width: 575.98px)" type="image/webp" srcSet="/images/hero/artist-phone.webp" width="700" height="700"',
      'type="image/avif" srcSet="/images/hero/artist.avif"',
      'type="image/webp" srcSet="/images/hero/artist.webp"',
    ]);
    for (const file of [
      "artist-phone.avif",
      "artist-phone.webp",
      "artist.avif",
      "artist.webp",
      "client-phone.avif",
      "client-phone.webp",
      "client.avif",
      "client.webp",
    ]) {
      expect(Bun.file(`${import.meta.dir}/../../public/images/hero/${file}`).size).toBeGreaterThan(1000);
    }
  });
});

const headline = (view: ReturnType<typeof render>) => view.getByRole("heading", { level: 1 }).textContent;

/** Every headline shown during `ms` (long enough for several slides of a fast test interval), sampled every few ms. */
async function headlinesDuring(view: ReturnType<typeof render>, ms: number): Promise<Set<string | null>> {
  const seen = new Set([headline(view)]);
  for (const end = Date.now() + ms; Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.add(headline(view));
  }
  return seen;
}
const ARTIST = "Earn Effortlessly As An Artist";
const CLIENT = "Hire Skilled Artists";
const FAST = 40;

/** The visitor's `prefers-reduced-motion` answer, for the rest of the test. */
function prefersReducedMotion(reduce: boolean) {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: reduce && query.includes("reduce"),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}

describe("hero dots and autoplay", () => {
  test("the dots are buttons named after their slide; clicking one shows it", () => {
    const view = render(withI18n(<HeroCarousel intervalMs={60_000} />));
    const dots = view.getByRole("group", { name: "Slides" });
    const second = within(dots).getByRole("button", { name: "Show slide 2 of 2: CLIENT" });
    expect(within(dots).getByRole("button", { name: "Show slide 1 of 2: ARTIST" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(second);
    expect(headline(view)).toBe(CLIENT);
    expect(second.getAttribute("aria-current")).toBe("true");
    expect(view.container.querySelector(".hero__slide.is-active img")?.getAttribute("src")).toBe("/images/hero/client.jpg");
  });

  test("it advances by itself, and wraps around", async () => {
    const view = render(withI18n(<HeroCarousel intervalMs={FAST} />));
    await waitFor(() => expect(headline(view)).toBe(CLIENT));
    await waitFor(() => expect(headline(view)).toBe(ARTIST));
  });

  test("it stops while the pointer is over it and goes on when it leaves", async () => {
    const view = render(withI18n(<HeroCarousel intervalMs={FAST} />));
    const hero = view.getByRole("region", { name: "Welcome to DanceLink" });
    fireEvent.mouseEnter(hero);
    expect(await headlinesDuring(view, FAST * 4)).toEqual(new Set([ARTIST]));
    fireEvent.mouseLeave(hero);
    await waitFor(() => expect(headline(view)).toBe(CLIENT));
  });

  test("it stops while focus is inside it (keyboard users read at their pace)", async () => {
    const view = render(withI18n(<HeroCarousel intervalMs={FAST} />));
    const cta = view.getByRole("link", { name: "Join as an artist" });
    act(() => cta.focus());
    expect(await headlinesDuring(view, FAST * 4)).toEqual(new Set([ARTIST]));
    act(() => cta.blur());
    await waitFor(() => expect(headline(view)).toBe(CLIENT));
  });

  test("the pause button stops it", async () => {
    const view = render(withI18n(<HeroCarousel intervalMs={FAST} />));
    const pause = view.getByRole("button", { name: "Pause slideshow" });
    fireEvent.click(pause);
    // Clicking focused it too: leave it, so only the pause holds the slide.
    act(() => pause.blur());
    expect(pause.getAttribute("aria-pressed")).toBe("true");
    expect(await headlinesDuring(view, FAST * 4)).toEqual(new Set([ARTIST]));
  });

  test("under prefers-reduced-motion: reduce it never moves by itself, and needs no pause button", async () => {
    const restore = prefersReducedMotion(true);
    try {
      const view = render(withI18n(<HeroCarousel intervalMs={FAST} />));
      expect(await headlinesDuring(view, FAST * 4)).toEqual(new Set([ARTIST]));
      expect(view.queryByRole("button", { name: "Pause slideshow" })).toBeNull();
      fireEvent.click(view.getByRole("button", { name: "Show slide 2 of 2: CLIENT" }));
      expect(headline(view)).toBe(CLIENT);
    } finally {
      restore();
    }
  });
});
