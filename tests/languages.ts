import { expect } from "bun:test";
import type { TestApp } from "./harness.ts";

/** What a French-speaking browser in Québec sends. */
export const FRENCH = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" };

/** The same call in English (no Accept-Language) and in French: the same status, each its message. */
export async function inBothLanguages(t: TestApp, method: string, path: string, init: Parameters<TestApp["call"]>[2] = {}) {
  const english = await t.call(method, path, init);
  const french = await t.call(method, path, { ...init, headers: { ...init?.headers, ...FRENCH } });
  expect(french.status).toBe(english.status);
  return { status: english.status, en: english.json.message, fr: french.json.message };
}
