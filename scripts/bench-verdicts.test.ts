import { describe, expect, test } from "bun:test";
import { loadMisses, moreThanMisses, peerMisses, requestRow, runFailed, summary } from "./bench/report.ts";
import type { LoadResult } from "./bench/wrk.ts";

/** A wrk result with every call answered. */
const result = (rps: number, p99: number, failed: Partial<Pick<LoadResult, "non2xx" | "errors" | "timeouts">> = {}): LoadResult => ({
  rps,
  p50: p99 / 2,
  p99,
  max: p99 * 2,
  total: rps * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...failed,
});
const verdictOf = (cells: string[]) => cells.at(-1);

describe("a call of the bench against its budget", () => {
  test("a p99 under the budget and a rate above its share of hello-world is ok; at the budget it is missed", () => {
    const met = requestRow({ name: "roster", budget: { minShareOfHello: 0.5, maxP99Ms: 25 }, result: result(600, 24.9) }, 1_000);
    expect(met.verdict).toEqual({ line: "roster", missed: [] });
    expect(verdictOf(met.cells)).toBe("ok");
    const missed = requestRow({ name: "roster", budget: { minShareOfHello: 0.5, maxP99Ms: 25 }, result: result(400, 25) }, 1_000);
    expect(missed.verdict?.missed).toEqual(["rate 40% of hello", "p99 25.0 ms"]);
    expect(verdictOf(missed.cells)).toBe("MISSED: rate 40% of hello; p99 25.0 ms");
  });

  test("a rate is judged against another call of the run: at least the share, by its label", () => {
    const budget = { maxP99Ms: 100, minShareOf: { line: "confirm, mail off", label: "with mail off", share: 0.9 } };
    const rateOf = (line: string) => (line === "confirm, mail off" ? 300 : undefined);
    expect(requestRow({ name: "confirm", budget, result: result(270, 80) }, 1_000, rateOf).verdict?.missed).toEqual([]);
    expect(requestRow({ name: "confirm", budget, result: result(269, 80) }, 1_000, rateOf).verdict?.missed).toEqual(["rate 90% of with mail off"]);
    expect(requestRow({ name: "confirm", budget, result: result(269, 80) }, 1_000, () => undefined).verdict?.missed).toEqual([
      "no rate of with mail off measured",
    ]);
  });

  test("a call without a target is reported, not counted; its failed calls still show in its verdict", () => {
    const reported = requestRow({ name: "login", budget: {}, result: result(14, 4_000) }, 1_000);
    expect(reported.verdict).toBeUndefined();
    expect(verdictOf(reported.cells)).toBe("-");
    const failing = requestRow({ name: "login", budget: {}, result: result(14, 4_000, { non2xx: 2, timeouts: 1 }) }, 1_000);
    expect(failing.verdict).toBeUndefined();
    expect(verdictOf(failing.cells)).toBe("MISSED: 3 failed (2 ≥ 400, 0 errors, 1 timeouts)");
  });

  test("a run in which no call was answered is failed and misses its target, whatever its empty figures say", () => {
    const empty = { ...result(0, 0), total: 0 };
    expect(runFailed(empty)).toBe(true);
    expect(runFailed(result(100, 5))).toBe(false);
    expect(runFailed(result(100, 5, { errors: 1 }))).toBe(true);
    expect(requestRow({ name: "offers", budget: { maxP99Ms: 50 }, result: empty }, undefined).verdict?.missed).toEqual(["no call answered within the run"]);
    expect(verdictOf(requestRow({ name: "login", budget: {}, result: empty }, undefined).cells)).toBe("MISSED: no call answered within the run");
  });

  test("a p99 that was not measured misses its budget", () => {
    expect(requestRow({ name: "search", budget: { maxP99Ms: 10 }, result: result(100, Number.NaN) }, undefined).verdict?.missed).toEqual(["p99 NaN ms"]);
  });
});

describe("ours against the peer, and more instances", () => {
  const target = { minRate: 1, maxP99: 1 };

  test("equal to the peer meets the target; a lower rate or a longer tail misses it", () => {
    expect(peerMisses({ rate: 1, p99: 1 }, target)).toEqual([]);
    expect(peerMisses({ rate: 0.29, p99: 6.45 }, target)).toEqual(["rate 0.29x", "p99 6.45x"]);
    expect(peerMisses({ rate: 1.2, p99: 1.01 }, target)).toEqual(["p99 1.01x"]);
  });

  test("a ratio that could not be measured misses", () => {
    expect(peerMisses({ rate: Number.NaN, p99: Number.NaN }, target)).toEqual(["rate NaNx", "p99 NaNx"]);
  });

  test("two processes must deliver more than one, not as many", () => {
    expect(moreThanMisses(1_501, 1_500, "deliveries/s")).toEqual([]);
    expect(moreThanMisses(1_500, 1_500, "deliveries/s")).toEqual(["1,500 deliveries/s, not above 1,500"]);
  });
});

describe("a call of the mixed load", () => {
  test("a p99 under 250 ms with no error is met; an error or a slow tail is missed", () => {
    expect(loadMisses({ p99: 249.9, errors: 0 }, { maxP99Ms: 250 })).toEqual([]);
    expect(loadMisses({ p99: 250, errors: 1 }, { maxP99Ms: 250 })).toEqual(["p99 250.0 ms", "1 error"]);
    expect(loadMisses({ p99: 12, errors: 3 }, { maxP99Ms: 250 })).toEqual(["3 errors"]);
  });
});

describe("the summary", () => {
  test("counts the targets met and missed and lists each missed one with what missed it", () => {
    const text = summary([
      { line: "roster", missed: [] },
      { line: "chat, one process", missed: ["rate 0.29x", "p99 6.45x"] },
      { line: "confirm", missed: ["p99 245.0 ms"] },
    ]);
    expect(text).toBe("1 targets met, 2 missed:\n- chat, one process: rate 0.29x; p99 6.45x\n- confirm: p99 245.0 ms");
  });

  test("says so when every target is met, in the noun it is given", () => {
    expect(summary([{ line: "GET /", missed: [] }], "calls")).toBe("1 calls met, 0 missed");
    expect(summary([])).toBe("0 targets met, 0 missed");
  });
});
