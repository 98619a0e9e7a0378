import { setDefaultTimeout } from "bun:test";

// Booting a real app (migrations, seed, argon2) can take seconds on a busy two-core machine, and bunfig has no
// `timeout`. This reaches the first file each process runs; `suiteApp` sets it again for every file that boots an app.
setDefaultTimeout(60_000);
