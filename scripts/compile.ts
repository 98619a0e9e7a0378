/**
 * `bun run compile [--target linux-x64|linux-arm64|darwin-arm64|windows-x64] [--commit SHA]`: the whole
 * product as one executable, `dist/dancelink` (for this machine) or `dist/dancelink-<target>`.
 *
 * It holds Bun, the bundled server (src/server.ts and every module it imports: the
 * common-password list, the mail templates, the catalogues), the islands built now, and
 * the files the server reads while it runs (RUNTIME_FILES in src/platform/runtime-files.ts:
 * public/, the migrations, the demo's files, PGlite's WebAssembly and data), embedded
 * under the same paths they have in the repository. Copied alone into an empty folder
 * it serves the product as `bun start` does.
 */
import { cp, mkdir, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { buildAssets } from "../src/platform/assets/assets.ts";
import { PROJECT_ROOT, RUNTIME_FILES } from "../src/platform/runtime-files.ts";

/** The platforms the executable is built for; the first is CI's (its smoke test runs it). */
export const COMPILE_TARGETS = ["linux-x64", "linux-arm64", "darwin-arm64", "windows-x64"] as const;
type CompileTarget = (typeof COMPILE_TARGETS)[number];

const DIST = join(PROJECT_ROOT, "dist");
/** The files to embed, laid out as in the repository: each top folder is embedded under its own name. */
const STAGE = join(DIST, "embedded");

/** Where the executable for `target` goes (`undefined`: this machine's). */
export const executablePath = (target?: CompileTarget) => join(DIST, target ? `dancelink-${target}${target.startsWith("windows") ? ".exe" : ""}` : "dancelink");

/** The checkout's commit, short; "unknown" without git (the Docker build passes `--commit`). */
function checkoutCommit(): string {
  const run = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"], { cwd: PROJECT_ROOT, stdout: "pipe", stderr: "ignore" });
  return run.exitCode === 0 ? run.stdout.toString().trim() : "unknown";
}

/** RUNTIME_FILES copied into STAGE with the islands built into its public/build (never the source tree's development builds). */
async function stageRuntimeFiles(): Promise<string[]> {
  await rm(STAGE, { recursive: true, force: true });
  for (const path of RUNTIME_FILES) {
    await cp(join(PROJECT_ROOT, path), join(STAGE, path), {
      recursive: true,
      filter: (source) => relative(join(PROJECT_ROOT, "public", "build"), source).startsWith(".."),
    });
  }
  await mkdir(join(STAGE, "public", "build"), { recursive: true });
  await buildAssets({ outDir: join(STAGE, "public", "build"), servedAt: "/assets" });
  return [...new Set(RUNTIME_FILES.map((path) => path.split("/")[0]!))];
}

export async function compile(target?: CompileTarget, commit = checkoutCommit()): Promise<string> {
  const outfile = executablePath(target);
  const tops = await stageRuntimeFiles();
  // Relative to the stage, so that each folder keeps its path from the repository's root.
  const cwd = process.cwd();
  process.chdir(STAGE);
  try {
    const result = await Bun.build({
      entrypoints: [join(PROJECT_ROOT, "src", "server.ts")],
      compile: {
        outfile,
        ...(target ? { target: `bun-${target}` as Bun.Build.CompileTarget } : {}),
        assets: tops,
        // The environment and `.env` are read as by `bun start`; the repository's bunfig.toml (test settings) is not.
        autoloadBunfig: false,
      },
      minify: true,
      // React's production build on the server; the islands are built for production above.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      files: { [join(PROJECT_ROOT, "src", "platform", "build-info.ts")]: `export const BUILT_FROM_COMMIT = ${JSON.stringify(commit)};` },
    });
    if (!result.success) throw new AggregateError(result.logs, "the executable did not build");
  } finally {
    process.chdir(cwd);
  }
  await rm(STAGE, { recursive: true, force: true });
  return outfile;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { target: { type: "string" }, commit: { type: "string" } } });
  const target = values.target as CompileTarget | undefined;
  if (target !== undefined && !COMPILE_TARGETS.includes(target)) {
    console.error(`Unknown target ${target}: one of ${COMPILE_TARGETS.join(", ")}.`);
    process.exit(1);
  }
  const started = performance.now();
  const outfile = await compile(target, values.commit);
  const megabytes = ((await stat(outfile)).size / 1024 / 1024).toFixed(1);
  console.log(`${relative(process.cwd(), outfile)}: ${megabytes} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
