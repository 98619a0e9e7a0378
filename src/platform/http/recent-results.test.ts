import { expect, test } from "bun:test";
import { RecentResults } from "./recent-results.ts";

test("one load for concurrent misses, kept for the TTL, the oldest dropped beyond the bound", async () => {
  let loads = 0;
  const load = (value: string) => async () => {
    loads++;
    await Bun.sleep(5);
    return value;
  };
  const results = new RecentResults<string>(2, 60_000);
  expect(await Promise.all([results.get("a", load("A")), results.get("a", load("other"))])).toEqual(["A", "A"]);
  expect(loads).toBe(1);
  expect(await results.get("a", load("again"))).toBe("A");
  await results.get("b", load("B"));
  await results.get("c", load("C"));
  // "a" was the oldest of three: loaded again.
  expect(await results.get("a", load("A2"))).toBe("A2");
  expect(loads).toBe(4);
});

test("a stale result is answered while one reload runs, then the reloaded one", async () => {
  let loads = 0;
  const results = new RecentResults<string>(10, 0);
  const load = (value: string) => async () => {
    loads++;
    await Bun.sleep(5);
    return value;
  };
  await results.get("x", load("X"));
  expect(await Promise.all([results.get("x", load("X2")), results.get("x", load("other"))])).toEqual(["X", "X"]);
  await Bun.sleep(20);
  expect(loads).toBe(2);
  expect(await results.get("x", load("X3"))).toBe("X2");
});

test("a failed reload keeps the stale result", async () => {
  const results = new RecentResults<string>(10, 0);
  await results.get("x", async () => "X");
  expect(await results.get("x", () => Promise.reject(new Error("database down")))).toBe("X");
  await Bun.sleep(5);
  expect(await results.get("x", async () => "X2")).toBe("X");
});

test("a reload is given the stale result, and may keep it", async () => {
  const results = new RecentResults<{ generation: number; value: string }>(10, 0);
  const seen: unknown[] = [];
  await results.get("x", async (stale) => {
    seen.push(stale);
    return { generation: 1, value: "X" };
  });
  const first = await results.get("x", async (stale) => {
    seen.push(stale);
    return stale!;
  });
  await Bun.sleep(5);
  expect(seen).toEqual([undefined, { generation: 1, value: "X" }]);
  expect(await results.get("x", async (stale) => stale!)).toBe(first);
});
