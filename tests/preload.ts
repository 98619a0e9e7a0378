import { setDefaultTimeout } from "bun:test";

// Booting a real app (migrations, seed, argon2) can take seconds on a busy
// two-core machine; bunfig's `timeout` does not reach hooks, this does.
setDefaultTimeout(60_000);
