import { config } from "zod";

/**
 * The pages' CSP (script-src 'self') forbids eval: zod probes for it with `new Function` as it builds its first
 * object schema, and Chrome reports the refusal on every dashboard (Lighthouse's best practices, issue 24).
 * Imported first by mount-area.tsx, itself each dashboard's first import, so that this runs before any schema is built.
 */
config({ jitless: true });
