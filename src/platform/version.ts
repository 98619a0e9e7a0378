import packageJson from "../../package.json" with { type: "json" };
import { schemaLevel } from "./db/migrator.ts";
import { BUILT_FROM_COMMIT } from "./build-info.ts";
import { PROJECT_ROOT } from "./runtime-files.ts";

/** The product's version (package.json). */
export const PRODUCT_VERSION: string = packageJson.version;

/** The checkout's commit, short, from git; undefined without git or outside a checkout. */
function checkoutCommit(): string | undefined {
  try {
    const run = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"], { cwd: PROJECT_ROOT, stdout: "pipe", stderr: "ignore" });
    const commit = run.stdout.toString().trim();
    return run.exitCode === 0 && commit ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** What this build is: the version, the commit it was built from, the schema level it migrates a database to. */
export interface BuildIdentity {
  version: string;
  commit: string;
  schemaLevel: number;
}

export function buildIdentity(): BuildIdentity {
  return { version: PRODUCT_VERSION, commit: BUILT_FROM_COMMIT ?? checkoutCommit() ?? "unknown", schemaLevel: schemaLevel() };
}
