import type { LoadResult } from "./wrk.ts";

export interface Budget {
  /** Least share of the hello-world rate, e.g. 0.5. */
  minShareOfHello?: number;
  /** Largest p99 latency, in ms. */
  maxP99Ms?: number;
  /** Least share of another call's rate in the same run: `line` names its row, `label` says it in the budget's column. */
  minShareOf?: { line: string; label: string; share: number };
}

/** A line of the report that has a target: what missed it, in words (empty: met). */
export interface Verdict {
  line: string;
  missed: string[];
}

export interface Measured {
  name: string;
  result: LoadResult;
  budget: Budget;
}

export interface Row {
  cells: string[];
  /** Set when the row has a target: met or missed. */
  verdict?: Verdict;
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percent = (share: number) => `${fmt(share * 100)}%`;

const hasTarget = (budget: Budget) => budget.minShareOfHello !== undefined || budget.maxP99Ms !== undefined || budget.minShareOf !== undefined;

export function describeBudget(budget: Budget): string {
  const parts: string[] = [];
  if (budget.minShareOfHello !== undefined) parts.push(`≥ ${budget.minShareOfHello * 100}% of hello`);
  if (budget.minShareOf !== undefined) parts.push(`≥ ${budget.minShareOf.share * 100}% of ${budget.minShareOf.label}`);
  if (budget.maxP99Ms !== undefined) parts.push(`p99 < ${budget.maxP99Ms} ms`);
  return parts.join(", ") || "reported";
}

/** The verdict's column: "ok", or "MISSED:" and what. */
export const verdictCell = (missed: string[]) => (missed.length ? `MISSED: ${missed.join("; ")}` : "ok");

/** A p99 over its budget (a p99 that was not measured, NaN, misses too). */
export const p99Misses = (p99: number, maxP99Ms: number): string[] => (p99 < maxP99Ms ? [] : [`p99 ${fmt(p99, 1)} ms`]);

/** A rate under its least share of another rate (of hello-world, or of the same call without some of its work). */
export const shareMisses = (rate: number, of: number, least: number, label: string): string[] =>
  rate >= of * least ? [] : [`rate ${percent(rate / of)} of ${label}`];

/** The measured columns of a row: rate, share of the hello-world rate ("-" without one), p50 and p99. */
const figures = (result: LoadResult, helloRps: number | undefined) => [
  fmt(result.rps),
  helloRps ? percent(result.rps / helloRps) : "-",
  fmt(result.p50, 1),
  fmt(result.p99, 1),
];

/**
 * One table row per measured call, checked against its budget: the hello-world rate (when measured in the run),
 * `rateOf` another row's rate by its name. Calls that failed, or a run with none answered, are a miss of a row with
 * a target, and the verdict's column of a row without one; a row without a target and without failures is only
 * reported ("-").
 */
export function requestRow(m: Measured, helloRps: number | undefined, rateOf: (line: string) => number | undefined = () => undefined): Row {
  const missed: string[] = [];
  const { minShareOfHello, maxP99Ms, minShareOf } = m.budget;
  if (minShareOfHello !== undefined && helloRps) missed.push(...shareMisses(m.result.rps, helloRps, minShareOfHello, "hello"));
  if (minShareOf !== undefined) {
    const baseline = rateOf(minShareOf.line);
    missed.push(
      ...(baseline === undefined ? [`no rate of ${minShareOf.label} measured`] : shareMisses(m.result.rps, baseline, minShareOf.share, minShareOf.label)),
    );
  }
  if (maxP99Ms !== undefined) missed.push(...p99Misses(m.result.p99, maxP99Ms));
  const failed = failures(m.result);
  if (failed > 0) missed.push(`${failed} failed (${m.result.non2xx} ≥ 400, ${m.result.errors} errors, ${m.result.timeouts} timeouts)`);
  if (m.result.total === 0) missed.push("no call answered within the run");
  const targeted = hasTarget(m.budget);
  return {
    cells: [m.name, ...figures(m.result, helloRps), describeBudget(m.budget), targeted || runFailed(m.result) ? verdictCell(missed) : "-"],
    verdict: targeted ? { line: m.name, missed } : undefined,
  };
}

/**
 * A run whose calls failed (answered 400 or more, errors, timeouts), or in which no call was answered at all (a miss, not an exit code): wrk
 * counts a timeout only after 10 s, so calls queued longer than a short run leave an empty run, not failures.
 */
export const runFailed = (r: LoadResult) => failures(r) > 0 || r.total === 0;

/** A run's failed calls: answered 400 or more, errors and timeouts. */
export const failures = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;

/** A row that is a ceiling, not a call of ours: measured, never judged. */
export function ceilingRow(name: string, result: LoadResult, helloRps: number, what: string): Row {
  return { cells: [name, ...figures(result, helloRps), what, "-"] };
}

/** Ours against the peer, as ratios ours / peer: a rate at least `minRate` times the peer's, a p99 at most `maxP99` times. */
export interface PeerTarget {
  minRate: number;
  maxP99: number;
}

export const describePeerTarget = (t: PeerTarget) => `rate ≥ ${ratio(t.minRate)}, p99 ≤ ${ratio(t.maxP99)}`;

/** What a comparison with the peer missed (a ratio that was not measured, NaN, misses too). */
export function peerMisses(measured: { rate: number; p99: number }, target: PeerTarget): string[] {
  const missed: string[] = [];
  if (!(measured.rate >= target.minRate)) missed.push(`rate ${ratio(measured.rate)}`);
  if (!(measured.p99 <= target.maxP99)) missed.push(`p99 ${ratio(measured.p99)}`);
  return missed;
}

/** More instances must serve more: `more` (per second) above `than`, the better of the runs of fewer instances. */
export const moreThanMisses = (more: number, than: number, unit: string): string[] => (more > than ? [] : [`${fmt(more)} ${unit}, not above ${fmt(than)}`]);

/** The mixed load's target for every call: a p99 under `maxP99Ms` and no error (a status it should not answer, a network error). */
export interface LoadTarget {
  maxP99Ms: number;
}

export const describeLoadTarget = (t: LoadTarget) => `p99 < ${t.maxP99Ms} ms, no error`;

export function loadMisses(call: { p99: number; errors: number }, target: LoadTarget): string[] {
  const missed = p99Misses(call.p99, target.maxP99Ms);
  if (call.errors > 0) missed.push(`${call.errors} ${call.errors === 1 ? "error" : "errors"}`);
  return missed;
}

/** The report's last lines: how many targets were met and missed, then each missed one and by what. */
export function summary(verdicts: readonly Verdict[], noun = "targets"): string {
  const missed = verdicts.filter((v) => v.missed.length > 0);
  const head = `${verdicts.length - missed.length} ${noun} met, ${missed.length} missed`;
  return missed.length ? [`${head}:`, ...missed.map((v) => `- ${v.line}: ${v.missed.join("; ")}`)].join("\n") : head;
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
