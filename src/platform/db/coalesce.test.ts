import { describe, expect, test } from "bun:test";
import { coalesce } from "./coalesce.ts";

describe("coalesce", () => {
  test("a call with nothing running runs at once; calls made meanwhile go together in the next run", async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const load = coalesce(async (ids: number[]) => {
      runs.push(ids);
      if (runs.length === 1) await new Promise<void>((r) => (release = r));
      return new Map(ids.map((id) => [id, id * 10]));
    });
    const first = load([1]);
    const waiting = [load([2]), load([3, 4]), load([5])];
    expect(runs).toEqual([[1]]);
    release();
    expect((await first).get(1)).toBe(10);
    const results = await Promise.all(waiting);
    expect(runs).toEqual([[1], [2, 3, 4, 5]]);
    expect(results.map((found, i) => found.get([2, 4, 5][i]!))).toEqual([20, 40, 50]);
    // Idle again: the next call runs by itself.
    await load([6]);
    expect(runs.at(-1)).toEqual([6]);
  });

  test("a run's failure that would be the next run's too fails the calls waiting at once", async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const away = Object.assign(new Error("no connection within the wait"), { shared: true });
    const load = coalesce(
      async (ids: number[]) => {
        runs.push(ids);
        await gate;
        throw runs.length === 1 ? away : new Error("a query of its own");
      },
      (error) => error === away,
    );
    const first = load([1]);
    const waiting = Promise.allSettled([load([2]), load([3])]);
    release();
    expect(await first.catch((e) => e)).toBe(away);
    expect((await waiting).map((r) => r.status === "rejected" && r.reason)).toEqual([away, away]);
    // They never ran; a later call runs, and an error not shared fails its own batch only.
    expect(runs).toEqual([[1]]);
    expect(String(await load([4]).catch((e) => e))).toBe("Error: a query of its own");
  });

  test("a failed run fails every call of its batch, and the next batch runs", async () => {
    let fail = true;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = coalesce(async (ids: number[]) => {
      await gate;
      if (fail) throw new Error("database away");
      return ids.length;
    });
    const batch = Promise.allSettled([load([1]), load([2])]);
    release();
    expect((await batch).map((r) => r.status === "rejected" && String(r.reason))).toEqual(["Error: database away", "Error: database away"]);
    fail = false;
    expect(await load([3, 4])).toBe(2);
  });
});
