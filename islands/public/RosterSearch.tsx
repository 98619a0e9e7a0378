import { useCallback, useEffect, useRef, useState } from "react";
import {
  ARTIST_SEARCH_SORTS,
  type ArtistSearchResult,
  EMPTY_ROSTER_QUERY,
  isFiltered,
  type LookupFacet,
  ROSTER_FILTERS,
  type RosterFilter,
  type RosterQuery,
} from "../../src/features/search/artist-search.contract.ts";
import type { Envelope } from "../../src/platform/contract/envelope.ts";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { PageLinks } from "../lib/ui/PageLinks.tsx";
import { usePlaceWords } from "../lib/place.ts";
import { ArtistCard } from "./ArtistCard.tsx";
import { readRosterQuery, rosterApiPath, rosterHref } from "./roster-query.ts";

/** Cards of the first rows load at once; the rest as they scroll into view. */
const EAGER_CARDS = 8;
/** Where the filters stand beside the results (islands/styles/public/artists.css). */
const WIDE_SCREEN = "(min-width: 992px)";
/** Typing waits this long for a pause before it searches. */
const TYPING_PAUSE_MS = 350;

const FILTER_LEGENDS: Record<RosterFilter, MessageKey> = {
  style: "public.search.styles",
  type: "public.search.types",
  availability: "public.search.availability",
  credential: "public.search.credentials",
};

interface RosterSearchProps {
  /** The search the server rendered (its address's query) and its results. */
  query: RosterQuery;
  result: ArtistSearchResult;
}

/** One active filter: its name, what taking it off says, and the search without it. */
interface Removal {
  name: string;
  label: string;
  query: RosterQuery;
}

/**
 * SPEC §2 /artists: the roster's search. The server renders it whole as a
 * plain GET form (works without JavaScript, every search has its address); in the
 * browser each change of a filter searches at once through the API and puts the
 * search in the address (pushState), and the back button brings the previous one back.
 */
export function RosterSearch({ query: initialQuery, result: initialResult }: RosterSearchProps) {
  const t = useT();
  const locale = useLocale();
  const place = usePlaceWords();
  const [query, setQuery] = useState(initialQuery);
  const [result, setResult] = useState(initialResult);
  const [text, setText] = useState(initialQuery.q ?? "");
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Without script the form needs its button; with it, filters apply as they change.
  const [live, setLive] = useState(false);
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resultsTop = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const filters = useRef<HTMLDetailsElement>(null);

  const load = useCallback(
    async (next: RosterQuery) => {
      const request = ++latest.current;
      setQuery(next);
      setLoading(true);
      try {
        const reply = await fetch(rosterApiPath(next), { headers: { "Accept-Language": locale } });
        const envelope = (await reply.json()) as Envelope<ArtistSearchResult>;
        if (request !== latest.current) return;
        if (!envelope.status) throw new Error(envelope.message);
        setResult(envelope.response);
        setFailed(false);
      } catch (error) {
        if (request !== latest.current) return;
        console.error("roster search", error);
        setFailed(true);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [locale],
  );

  /** Searches `next` and makes it the page's address (a new history entry). */
  function go(next: RosterQuery, { scroll = false } = {}) {
    clearTimeout(typing.current);
    window.history.pushState(null, "", rosterHref(locale, next));
    void load(next);
    if (scroll) resultsTop.current?.scrollIntoView({ block: "start" });
  }

  useEffect(() => {
    setLive(true);
    // The page comes with the filters folded unless some are set: on a phone they would push the results a screen
    // down, and unfolding them after the first paint would move the whole page (no layout shift). Wide
    // screens show them beside the results (artists.css shows them there until now, folded or not).
    if (filters.current && window.matchMedia(WIDE_SCREEN).matches) filters.current.open = true;
  }, []);

  useEffect(() => {
    const back = () => {
      const previous = readRosterQuery(window.location.search);
      setText(previous.q ?? "");
      void load(previous);
    };
    window.addEventListener("popstate", back);
    return () => {
      window.removeEventListener("popstate", back);
      clearTimeout(typing.current);
    };
  }, [load]);

  const change = (part: Partial<RosterQuery>) => go({ ...query, ...part, page: 1 });
  const toggle = (filter: RosterFilter, id: string, on: boolean) => change({ [filter]: on ? [...query[filter], id] : query[filter].filter((v) => v !== id) });
  const typed = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => change({ q: value.trim() || undefined }), TYPING_PAUSE_MS);
  };

  // Links of the search that lead to another roster search (pages, removals) search in place.
  const followLink = useRef<(e: MouseEvent) => void>(undefined);
  followLink.current = (e: MouseEvent) => {
    const link = (e.target as Element).closest("a");
    if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== localizePath(locale, "/artists")) return;
    e.preventDefault();
    const next = readRosterQuery(url.search);
    setText(next.q ?? "");
    go(next, { scroll: next.page !== query.page });
  };
  useEffect(() => {
    const root = rootRef.current;
    const follow = (e: MouseEvent) => followLink.current?.(e);
    root?.addEventListener("click", follow);
    return () => root?.removeEventListener("click", follow);
  }, []);

  const nameOf = (filter: RosterFilter, id: string) => result.facets[filter].find((f) => f.id === id)?.name ?? id;
  const removal = (name: string, without: Partial<RosterQuery>): Removal => ({
    name,
    label: t("public.search.remove", { name }),
    query: { ...query, ...without, page: 1 },
  });
  const removals: Removal[] = [
    ...(query.q ? [removal(t("public.search.quoted", { q: query.q }), { q: undefined })] : []),
    ...ROSTER_FILTERS.flatMap((filter) => query[filter].map((id) => removal(nameOf(filter, id), { [filter]: query[filter].filter((v) => v !== id) }))),
    ...(query.city ? [removal(query.city, { city: undefined })] : []),
  ];
  const cleared: RosterQuery = { ...EMPTY_ROSTER_QUERY, sort: query.sort };
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const cities =
    result.facets.city.some((c) => c.name === query.city) || !query.city ? result.facets.city : [{ name: query.city, count: 0 }, ...result.facets.city];

  return (
    <div className={live ? "roster-search is-live" : "roster-search"} ref={rootRef}>
      <form
        className="roster-search__form"
        method="get"
        action={localizePath(locale, "/artists")}
        aria-label={t("public.search.label")}
        onSubmit={(e) => {
          e.preventDefault();
          change({ q: text.trim() || undefined });
        }}
      >
        <div className="roster-search__bar">
          <label className="visually-hidden" htmlFor="roster-q">
            {t("public.search.q")}
          </label>
          <input
            id="roster-q"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder={t("public.search.qPlaceholder")}
            onChange={(e) => typed(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn--primary">
            {t("public.search.submit")}
          </button>
          <label className="roster-search__sort">
            <span>{t("public.search.sort")}</span>
            <select name="sort" value={query.sort} onChange={(e) => change({ sort: e.currentTarget.value as RosterQuery["sort"] })}>
              {ARTIST_SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`public.search.sortBy.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>

        <details className="roster-filters" open={isFiltered(initialQuery)} ref={filters}>
          <summary>{t("public.search.filters")}</summary>
          <div className="roster-filters__body">
            <label className="roster-filters__city">
              <span>{t("public.search.city")}</span>
              <select name="city" value={query.city ?? ""} onChange={(e) => change({ city: e.currentTarget.value || undefined })}>
                <option value="">{t("public.search.anyCity")}</option>
                {cities.map((city) => (
                  <option key={city.name} value={city.name}>
                    {t("public.search.option", { name: city.name, count: city.count })}
                  </option>
                ))}
              </select>
            </label>
            {ROSTER_FILTERS.map((filter) => (
              <FacetChoices
                key={filter}
                name={filter}
                legend={t(FILTER_LEGENDS[filter])}
                facet={result.facets[filter]}
                selected={query[filter]}
                onToggle={(id, on) => toggle(filter, id, on)}
              />
            ))}
            {!live && (
              <button type="submit" className="btn btn--outline btn--block">
                {t("public.search.apply")}
              </button>
            )}
          </div>
        </details>
      </form>

      <div className="roster-results" ref={resultsTop} aria-busy={loading || undefined}>
        <div className="roster-results__head">
          <p className="roster-results__count" role="status">
            {loading ? t("public.search.loading") : t("public.search.count", { count: result.total })}
          </p>
          {removals.length > 0 && result.total > 0 && (
            <ul className="roster-results__active" aria-label={t("public.search.active")}>
              {removals.map((r) => (
                <li key={r.label}>
                  <a className="roster-chip" href={rosterHref(locale, r.query)} aria-label={r.label}>
                    {r.name} <span aria-hidden="true">×</span>
                  </a>
                </li>
              ))}
              <li>
                <a href={rosterHref(locale, cleared)}>{t("public.search.clearAll")}</a>
              </li>
            </ul>
          )}
        </div>
        {failed && (
          <p className="roster-results__failed" role="alert">
            {t("public.search.failed")}
          </p>
        )}
        {result.items.length === 0 ? (
          <div className="empty roster-results__empty">
            <p>{isFiltered(query) ? t("public.search.empty") : t("public.artists.empty")}</p>
            {removals.length > 0 && (
              <>
                <p>{t("public.search.emptyHint")}</p>
                <ul>
                  {removals.map((r) => (
                    <li key={r.label}>
                      <a href={rosterHref(locale, r.query)}>{r.label}</a>
                    </li>
                  ))}
                  {removals.length > 1 && (
                    <li>
                      <a href={rosterHref(locale, cleared)}>{t("public.search.clearAll")}</a>
                    </li>
                  )}
                </ul>
              </>
            )}
          </div>
        ) : (
          <ul className="artist-grid">
            {result.items.map((artist, i) => (
              <li key={artist.id}>
                <ArtistCard
                  artist={artist}
                  heading="h2"
                  lazy={i >= EAGER_CARDS}
                  priority={i === 0}
                  place={place.line(artist.city, artist.province, true)}
                  rating={{ average: artist.rating, count: artist.reviewCount }}
                  badges={artist.badges}
                />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={query.page} pageCount={pageCount} href={(page) => rosterHref(locale, { ...query, page })} label={t("public.roster.pages")} />
      </div>
    </div>
  );
}

interface FacetChoicesProps {
  name: RosterFilter;
  legend: string;
  facet: LookupFacet[];
  selected: string[];
  onToggle(id: string, on: boolean): void;
}

/** One facet as checkboxes with their counts: the items some matching artist has, and those chosen. */
function FacetChoices({ name, legend, facet, selected, onToggle }: FacetChoicesProps) {
  const shown = facet.filter((f) => f.count > 0 || selected.includes(f.id));
  if (shown.length === 0) return null;
  return (
    <fieldset className="roster-facet">
      <legend>{legend}</legend>
      {shown.map((f) => (
        <label key={f.id} className="roster-facet__choice">
          <input type="checkbox" name={name} value={f.id} checked={selected.includes(f.id)} onChange={(e) => onToggle(f.id, e.currentTarget.checked)} />
          <span>{f.name}</span>
          <span className="roster-facet__count">{f.count}</span>
        </label>
      ))}
    </fieldset>
  );
}
