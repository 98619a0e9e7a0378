import type { LoadResult } from "./wrk.ts";

export interface Budget {
  /** Least share of the hello-world rate, e.g. 0.5. */
  minShareOfHello?: number;
  /** Largest p99 latency, in ms. */
  maxP99Ms?: number;
}

export interface Measured {
  name: string;
  result: LoadResult;
  budget: Budget;
}

export interface Row {
  cells: string[];
  /** Budget misses, in words; empty when within budget (or when there is none). */
  missed: string[];
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function describeBudget(budget: Budget): string {
  const parts: string[] = [];
  if (budget.minShareOfHello !== undefined) parts.push(`≥ ${budget.minShareOfHello * 100}% of hello`);
  if (budget.maxP99Ms !== undefined) parts.push(`p99 < ${budget.maxP99Ms} ms`);
  return parts.join(", ") || "reported";
}

/** The measured columns of a row: rate, share of the hello-world rate ("-" without one), p50 and p99. */
const figures = (result: LoadResult, helloRps: number | undefined) => [
  fmt(result.rps),
  helloRps ? `${fmt((result.rps / helloRps) * 100)}%` : "-",
  fmt(result.p50, 1),
  fmt(result.p99, 1),
];

/** One table row per measured call, checked against its budget and the hello-world rate (when measured in the run). */
export function requestRow(m: Measured, helloRps: number | undefined): Row {
  const share = helloRps ? m.result.rps / helloRps : undefined;
  const missed: string[] = [];
  if (m.budget.minShareOfHello !== undefined && share !== undefined && share < m.budget.minShareOfHello) missed.push(`rate ${fmt(share * 100)}% of hello`);
  if (m.budget.maxP99Ms !== undefined && m.result.p99 >= m.budget.maxP99Ms) missed.push(`p99 ${fmt(m.result.p99, 1)} ms`);
  const failures = m.result.non2xx + m.result.errors + m.result.timeouts;
  if (failures > 0) missed.push(`${failures} failed (${m.result.non2xx} ≥ 400, ${m.result.errors} errors, ${m.result.timeouts} timeouts)`);
  return {
    cells: [m.name, ...figures(m.result, helloRps), describeBudget(m.budget), missed.length ? `MISSED: ${missed.join("; ")}` : "ok"],
    missed,
  };
}

/** A row that is a ceiling, not a call of ours: measured, never judged. */
export function ceilingRow(name: string, result: LoadResult, helloRps: number, what: string): Row {
  return { cells: [name, ...figures(result, helloRps), what, "-"], missed: [] };
}

/** A Markdown table (it reads in a terminal and pastes into the README). */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

export const ratio = (n: number) => `${fmt(n, 2)}x`;
export const kib = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
export const mib = (bytes: number) => `${fmt(bytes / 1024 / 1024, 0)} MB`;
