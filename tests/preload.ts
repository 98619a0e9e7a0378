import { setDefaultTimeout } from "bun:test";
import { setPasswordHashCost } from "../src/features/accounts/passwords.ts";

// Booting a real app (migrations, seed, argon2) can take seconds on a busy two-core machine, and bunfig has no
// `timeout`. This reaches the first file each process runs; `suiteApp` sets it again for every file that boots an app.
setDefaultTimeout(60_000);

// The suites sign up and log in hundreds of times: argon2id at 1 MiB and one pass (under a millisecond) instead of
// the product's 64 MiB and two passes (130 ms each, half the suites' time). Still argon2id, salted, verified as in
// production; the servers the suites start as processes of their own hash at the product's cost.
setPasswordHashCost({ memoryCost: 1_024, timeCost: 1 });
