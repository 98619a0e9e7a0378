import { availableParallelism } from "node:os";

/** Runs at most `slots` tasks at once; the others wait their turn, first come first served. */
export function createLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * argon2id is slow and CPU-bound on purpose. Unbounded, a burst of logins takes
 * every core and the event loop with it: on the 2-core bench machine 16
 * connections logging in cut the catalog's throughput from 18,800 to 7,000 req/s
 * and raised its p99 from 56 to 216 ms. So at most one hash per core
 * but one runs at once (at least one); the rest queue, costing logins nothing in
 * total (the CPU was the limit anyway) and keeping a core for everyone else.
 */
const hashing = createLimiter(Math.max(1, availableParallelism() - 1));

/** argon2id's work for one hash: memory in KiB and passes over it. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** What a new hash costs: 64 MiB and two passes (Bun's defaults, above OWASP's floor of 19 MiB), about 130 ms of a core. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 2 };

let cost = PASSWORD_HASH_COST;

/**
 * Sets what this process's new hashes cost. The test suites lower it (tests/preload.ts): they sign up
 * hundreds of accounts, and at the full cost hashing was half of their time. A hash keeps its cost in
 * its text, so it verifies at the cost it was made with, whatever the process's is now. Returns the cost it replaces.
 */
export function setPasswordHashCost(next: PasswordHashCost): PasswordHashCost {
  const previous = cost;
  cost = next;
  return previous;
}

export const hashPassword = (password: string) => hashing(() => Bun.password.hash(password, { algorithm: "argon2id", ...cost }));
export const verifyPassword = (password: string, hash: string) => hashing(() => Bun.password.verify(password, hash));
