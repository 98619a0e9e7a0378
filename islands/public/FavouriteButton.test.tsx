import { afterEach, describe, expect, test } from "bun:test";
import { fireEvent, render, waitFor } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { withI18n } from "../../tests/i18n.tsx";
import { controlFetch, renderWithToaster, useIslandTestKit } from "../../tests/island-kit.tsx";
import { FavouriteButton } from "./FavouriteButton.tsx";

useDom();
useIslandTestKit();
afterEach(() => {
  delete document.documentElement.dataset.role;
});

const ADA = "01900000-0000-7000-8000-00000000a0a1";
const BEA = "01900000-0000-7000-8000-00000000b0b2";
const ok = (response: unknown, message = "") => ({ status: true, message, response });

describe("the shortlist's heart", () => {
  // One test for the studio: the page reads its shortlist once, as a browser page does.
  test("a studio's heart reads the shortlist from the browser, toggles at once, and rolls back what the server refused", async () => {
    document.documentElement.dataset.role = "client";
    const net = controlFetch();
    const view = renderWithToaster(
      <>
        <FavouriteButton artistId={ADA} name="Ada Ballet" />
        <FavouriteButton artistId={BEA} name="Bea Jazz" />
      </>,
    );
    // Until the shortlist comes, the hearts wait (the cached page knows no studio's choices).
    const waiting = view.getAllByRole("button");
    expect(waiting.map((b) => b.hasAttribute("disabled"))).toEqual([true, true]);
    await waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.calls[0]!.url).toBe("/api/client/favourites");
    net.reply(ok([{ id: ADA, user: "Ada Ballet", headshotUrl: null, artistStyle: ["Ballet"] }]));

    const ada = await view.findByRole("button", { name: "Remove Ada Ballet from my shortlist" });
    expect(ada.getAttribute("aria-pressed")).toBe("true");
    const bea = view.getByRole("button", { name: "Save Bea Jazz to my shortlist" });
    expect(bea.getAttribute("aria-pressed")).toBe("false");

    // Saved at once, then confirmed.
    fireEvent.click(bea);
    expect(bea.getAttribute("aria-pressed")).toBe("true");
    expect(bea.getAttribute("aria-label")).toBe("Remove Bea Jazz from my shortlist");
    await waitFor(() => expect(net.calls).toHaveLength(2));
    expect(net.calls[1]).toMatchObject({ method: "POST", url: `/api/client/favourites/${BEA}` });
    net.reply(ok({ artistId: BEA, saved: true }, "Saved to your shortlist"), 201);
    await waitFor(() => expect(bea.getAttribute("aria-pressed")).toBe("true"));

    // Removed at once; the server refuses: back as it was, with the server's word.
    fireEvent.click(ada);
    expect(ada.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(net.calls).toHaveLength(3));
    expect(net.calls[2]).toMatchObject({ method: "DELETE", url: `/api/client/favourites/${ADA}` });
    net.reply({ status: false, message: "Too many requests, try again in a minute", response: null }, 429);
    await waitFor(() => expect(ada.getAttribute("aria-pressed")).toBe("true"));
    expect(await view.findByText("Too many requests, try again in a minute")).toBeTruthy();

    // The network fails: back again, with the fallback.
    fireEvent.click(bea);
    expect(bea.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(net.calls).toHaveLength(4));
    net.fail();
    await waitFor(() => expect(bea.getAttribute("aria-pressed")).toBe("true"));
    expect(await view.findByText("Your shortlist could not be changed. Try again.")).toBeTruthy();
  });

  test("a visitor's heart is a link to log in, in the page's language; no call is made", async () => {
    const net = controlFetch();
    const en = render(withI18n(<FavouriteButton artistId={ADA} name="Ada Ballet" />));
    const link = en.getByRole("link", { name: "Log in to save Ada Ballet to a shortlist" });
    expect(link.getAttribute("href")).toBe("/login");
    en.unmount();
    const fr = render(withI18n(<FavouriteButton artistId={ADA} name="Ada Ballet" />, "fr"));
    expect(fr.getByRole("link", { name: "Connectez-vous pour ajouter Ada Ballet à vos favoris" }).getAttribute("href")).toBe("/fr/login");
    expect(net.calls).toHaveLength(0);
  });

  test("an artist or the agency has no shortlist: no heart", () => {
    for (const role of ["artist", "admin"]) {
      document.documentElement.dataset.role = role;
      const view = render(withI18n(<FavouriteButton artistId={ADA} name="Ada Ballet" />));
      expect(view.container.innerHTML).toBe("");
      view.unmount();
    }
  });
});
