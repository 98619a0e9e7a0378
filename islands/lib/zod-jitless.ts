/**
 * The pages' CSP (script-src 'self') forbids eval: zod probes for it with `new Function` as it builds its first
 * object schema, and Chrome reports the refusal on every dashboard (Lighthouse's best practices).
 * Imported first by mount-area.tsx, itself each dashboard's first import, so that this runs before any schema is built.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (so that several copies share them) and adopts an
 * object already there: setting it here keeps zod itself out of every dashboard's entry, where `config()` from
 * "zod" or "zod/v4/core" would bring the whole library (zod-jitless.test.ts checks zod still reads it).
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
