/**
 * The commit an executable was built from: `bun run compile` (scripts/compile.ts) writes
 * this module anew inside the executable with the checkout's commit. From the source
 * tree it stays undefined and `src/platform/version.ts` asks git.
 */
export const BUILT_FROM_COMMIT: string | undefined = undefined;
