import { useEffect, useState } from "react";
import { NEXT_PARAM, withNext } from "../../src/platform/contract/redirect-target.ts";

/**
 * The page a signed-out visitor asked for: the `next` of this address (/login?next=…),
 * read in the browser (the sign-in pages are cached for everyone), or null.
 */
export const askedForPage = (): string | null => new URLSearchParams(window.location.search).get(NEXT_PARAM);

/** `page` carrying this address's `next` along once hydrated, so sign-up or a reset still returns to the page asked for. */
export function useWithNext(page: string): string {
  const [href, setHref] = useState(page);
  useEffect(() => setHref(withNext(page, askedForPage())), [page]);
  return href;
}
