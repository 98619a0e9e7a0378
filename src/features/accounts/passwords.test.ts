import { expect, test } from "bun:test";
import { createLimiter, hashPassword, PASSWORD_HASH_COST, setPasswordHashCost, verifyPassword } from "./passwords.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

test("a limiter of one runs tasks one at a time, in arrival order", async () => {
  const limited = createLimiter(1);
  const started: string[] = [];
  const gates = { a: deferred(), b: deferred(), c: deferred() };
  const run = (name: keyof typeof gates) =>
    limited(async () => {
      started.push(name);
      await gates[name].promise;
      return name;
    });
  const results = [run("a"), run("b"), run("c")];
  await Bun.sleep(0);
  expect(started).toEqual(["a"]);
  gates.a.resolve();
  expect(await results[0]).toBe("a");
  await Bun.sleep(0);
  expect(started).toEqual(["a", "b"]);
  gates.b.resolve();
  gates.c.resolve();
  expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
});

test("a failing task frees its slot", async () => {
  const limited = createLimiter(1);
  const failing = limited(async () => {
    throw new Error("boom");
  });
  const next = limited(async () => "ran");
  expect(failing).rejects.toThrow("boom");
  expect(await next).toBe("ran");
});

test("a limiter of two lets two run together", async () => {
  const limited = createLimiter(2);
  let concurrent = 0;
  let peak = 0;
  const gate = deferred();
  const task = () =>
    limited(async () => {
      peak = Math.max(peak, ++concurrent);
      await gate.promise;
      concurrent--;
    });
  const all = Promise.all([task(), task(), task()]);
  await Bun.sleep(0);
  expect(peak).toBe(2);
  gate.resolve();
  await all;
  expect(peak).toBe(2);
});

test("hashes are argon2id and verify", async () => {
  const hash = await hashPassword("correct horse");
  expect(hash.startsWith("$argon2id$")).toBe(true);
  expect(await verifyPassword("correct horse", hash)).toBe(true);
  expect(await verifyPassword("wrong horse", hash)).toBe(false);
});

test("a new hash costs the product 64 MiB and two passes; one made at another cost verifies at its own", async () => {
  const before = setPasswordHashCost({ memoryCost: 256, timeCost: 1 });
  try {
    const cheap = await hashPassword("correct horse");
    expect(cheap).toStartWith("$argon2id$v=19$m=256,t=1,p=1$");
    setPasswordHashCost(PASSWORD_HASH_COST);
    const full = await hashPassword("correct horse");
    expect(full).toStartWith("$argon2id$v=19$m=65536,t=2,p=1$");
    expect(await verifyPassword("correct horse", full)).toBe(true);
    expect(await verifyPassword("correct horse", cheap)).toBe(true);
    expect(await verifyPassword("wrong horse", cheap)).toBe(false);
  } finally {
    setPasswordHashCost(before);
  }
});
