import { number as intlNumber } from "@messageformat/runtime";

export { plural, select, strictNumber } from "@messageformat/runtime";

/**
 * The `#` of a plural in the browser's compiled messages ("3 unread"): a whole number from 0 to 999
 * as is, as `formatNumber` writes it (./format.ts `isPlainNumber`: the page's first Intl.NumberFormat
 * costs a phone about 80 ms). Not imported from there: the messages' chunk would then import the
 * formatters' module, which the build may fold into the area's entry.
 */
export function number(lc: string, value: number, offset: number): string {
  const n = value - offset;
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : intlNumber(lc, value, offset);
}
