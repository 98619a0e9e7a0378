import { createMemoryHistory } from "@tanstack/react-router";
import type { LookupItem } from "../src/features/catalogue/catalog.contract.ts";
import type { Job } from "../src/features/jobs/jobs.contract.ts";
import type { SessionUser } from "../src/platform/contract/roles.ts";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { createArtistRouter } from "../islands/artist/router.tsx";
import type { RootState } from "../islands/lib/state.ts";
import { type Answer, type FakeReply, fakeServer, okReply, type SeenRequest } from "./fake-api.ts";
import { renderDashboard } from "./island-kit.tsx";

export const ARTIST: SessionUser = { role: "artist", userId: "0190aaaa-0000-7000-8000-000000000001", name: "Maya Singh" };

/** Renders the artist app at `path` with its own jotai store, the stored state, and the toaster, in `locale` (English unless told). */
export function renderArtistApp(path: string, stored: Partial<RootState> = {}, locale: Locale = "en") {
  return renderDashboard(createArtistRouter(createMemoryHistory({ initialEntries: [path] })), ARTIST, stored, locale);
}

/** A lookup list of `names`, with ids that differ by `prefix`. */
export const lookup = (prefix: string, names: string[]): LookupItem[] =>
  names.map((name, i) => ({ id: `0190${prefix}${i}-0000-7000-8000-000000000000`, name }));

/** The page of `list` a request asks for (?page, ?limit), with the list's total. */
export const pagedReply = (list: Job[], req: SeenRequest): FakeReply => {
  const page = Number(req.url.searchParams.get("page") ?? 1);
  const limit = Number(req.url.searchParams.get("limit") ?? list.length);
  return okReply(list.slice((page - 1) * limit, page * limit), "Success", list.length);
};

/** The lookups the artist's forms offer. */
export interface ArtistLookups {
  types: LookupItem[];
  styles: LookupItem[];
  availabilities: LookupItem[];
}

/** The answers every artist screen may need: status, lookups, the user; `more` answers first. */
export function artistServer(status: string | null, lookups: ArtistLookups, more: Answer = () => undefined) {
  return fakeServer((req) => {
    const path = req.url.pathname;
    return (
      more(req) ??
      (path === "/api/artist/check-artist-profile" ? okReply({ artistStatus: status, rejectionReason: null }) : undefined) ??
      (path === "/api/artist-type/list" ? okReply(lookups.types) : undefined) ??
      (path === "/api/artist-style/list" ? okReply(lookups.styles) : undefined) ??
      (path === "/api/artist-available/list" ? okReply(lookups.availabilities) : undefined) ??
      (path === "/api/auth/me" ? okReply(ARTIST) : undefined)
    );
  });
}
