/** The browser and system a session's User-Agent names, in the words people use; null for what it does not say. */
export interface Device {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say "Chrome", Chrome says "Safari", Android says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Mozilla/5.0 (Macintosh; …) … Safari/605.1.15" → { browser: "Safari", system: "macOS" }. */
export function deviceOf(userAgent: string): Device {
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}
