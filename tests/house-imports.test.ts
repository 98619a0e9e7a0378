import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";

/**
 * The house's import rules, read from every import, export … from and import() of every .ts/.tsx file
 * (relative specifiers, resolved from the importing file):
 * - a feature (src/features/<f>/) imports the platform, db/, its own files and another feature's public
 *   entry `src/features/<f>/index.ts` only (a tables.ts may import another's tables.ts, a contract another's
 *   contract), never the composition root (the top of src/, src/api/, src/cli/);
 *   its SSR pages (`pages/`) may import islands/ components, the shared UI the pages render;
 * - src/platform/ imports no feature and nothing of the composition root;
 * - db/ imports neither a feature nor islands/; db/schema.ts gathers the features' tables.ts;
 * - islands/ imports contracts (*.contract.ts, src/platform/contract/), i18n (src/platform/i18n/),
 *   islands/ and public/ only;
 * - only tests/, e2e/ and test files (*.test.ts(x), *.pg.ts, *.e2e.ts, *.smoke.ts) import tests/ or e2e/,
 *   and nothing but those and scripts/ imports scripts/.
 * A feature's own test files are tests: they may reach into any feature to set the scene.
 */
const ROOT = join(import.meta.dir, "..");

const FILES = [...new Bun.Glob("{src,db,islands,scripts,tests,e2e}/**/*.{ts,tsx}").scanSync({ cwd: ROOT })]
  .map((file) => file.split("\\").join("/"))
  .filter((file) => !file.includes("node_modules/"))
  .sort();

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\1/g;

const isTest = (file: string) => /\.(test|pg|e2e|smoke)\.tsx?$/.test(file) || /^(tests|e2e)\//.test(file);
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const isCompositionRoot = (file: string) => /^src\/[^/]+$/.test(file) || /^src\/(api|cli)\//.test(file);
const isPublicEntry = (file: string) => /^src\/features\/[^/]+\/index\.tsx?$/.test(file);
/**
 * A feature's tables.ts references another's tables (foreign keys) and a contract another's contract, directly:
 * through the public entry, the schema would load the other feature's queries while db/schema.ts is still
 * gathering tables, and the islands' bundles (which import contracts) would take in server code.
 */
const isSchemaPeer = (file: string, target: string) =>
  (file.endsWith("/tables.ts") && target.endsWith("/tables.ts")) || (file.endsWith(".contract.ts") && target.endsWith(".contract.ts"));

/** The rule an import breaks, or undefined when it keeps them all. */
function brokenRule(file: string, target: string): string | undefined {
  if (/^(tests|e2e)\//.test(target) && !isTest(file)) return "imports a test helper";
  if (target.startsWith("scripts/") && !isTest(file) && !file.startsWith("scripts/")) return "imports a script";
  if (isTest(file)) return undefined;
  const own = featureOf(file);
  const theirs = featureOf(target);
  if (own !== undefined) {
    if (theirs !== undefined && theirs !== own && !isPublicEntry(target) && !isSchemaPeer(file, target)) {
      return "feature imports another feature's inside";
    }
    if (isCompositionRoot(target)) return "feature imports the composition root";
    if (target.startsWith("islands/") && !file.startsWith(`src/features/${own}/pages/`)) return "feature imports islands outside its pages";
    return undefined;
  }
  if (file.startsWith("src/platform/")) {
    if (theirs !== undefined) return "platform imports a feature";
    if (isCompositionRoot(target)) return "platform imports the composition root";
    return undefined;
  }
  if (file.startsWith("db/")) {
    if (target.startsWith("islands/")) return "db imports islands";
    if (theirs !== undefined && !(file === "db/schema.ts" && target.endsWith("/tables.ts"))) return "db imports a feature";
    return undefined;
  }
  if (file.startsWith("islands/")) {
    const allowed = /^(islands|public)\//.test(target) || target.endsWith(".contract.ts") || /^src\/platform\/(contract|i18n)\//.test(target);
    if (!allowed) return "islands import more than contracts, i18n and islands";
  }
  return undefined;
}

interface Import {
  file: string;
  target: string;
}

function imports(): Import[] {
  const found: Import[] = [];
  for (const file of FILES) {
    for (const match of readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)) {
      found.push({ file, target: posix.normalize(posix.join(dirname(file), match[2]!)) });
    }
  }
  return found;
}

/**
 * The imports that still break a rule, each with why it is left for now. The test fails for a broken import
 * not listed here and for an entry that no longer occurs: fixing one means deleting its line.
 */
const KNOWN: Record<string, string> = {
  "scripts/bench.ts -> tests/encoding.ts": "the bench times the response encoders with the tests' encoding helper",
  "scripts/bench/marketplace.ts -> tests/harness.ts": "the bench builds its marketplace with the test harness",
  "scripts/lighthouse.ts -> e2e/support.ts": "Lighthouse starts the server and signs in with the e2e support",
  "scripts/load.ts -> tests/realtime.ts": "the load run opens its sockets with the tests' realtime client",
  "scripts/screens.ts -> e2e/support.ts": "the screenshots start the server and sign in with the e2e support",
  "islands/admin/pages/JobDetail.tsx -> src/platform/places/clock-rules.ts":
    "the job's wall clock rules, shared with the server, are not under contract or i18n yet",
  "islands/lib/api.ts -> src/api/index.ts": "the typed client takes the API's route types from the composition root",
  "islands/lib/ui/mount-area.tsx -> src/platform/pages/layout/locale-switch.ts": "the dashboards switch language with the pages' locale switch",
  "islands/public/ArtistCard.tsx -> src/platform/pages/Island.tsx": "the card is rendered by the SSR pages inside their Island wrapper",
  "islands/public/FavouriteButton.tsx -> src/platform/pages/context.tsx": "the button reads the SSR page context for the signed-in user",
  "islands/public/RosterSearch.tsx -> src/platform/pages/layout/PageLinks.tsx": "the roster search renders the pages' pagination links",
  "src/platform/config.ts -> src/features/accounts/password-policy.ts": "ADMIN_PASSWORD is checked with the accounts' password policy (common-password list)",
  "src/platform/events/bus.ts -> src/features/chat/chat.contract.ts": "the bus's event union names chat's message shape",
  "src/platform/events/domain-events.ts -> src/features/artists/profile-changes.contract.ts":
    "the event union names the profile-change shape; to be composed at the root",
  "src/platform/events/domain-events.ts -> src/features/catalogue/catalog.contract.ts":
    "the event union names the catalogue's shapes; to be composed at the root",
  "src/platform/events/domain-events.ts -> src/features/chat/chat.contract.ts": "the event union names chat's message shape; to be composed at the root",
  "src/platform/http/cache-keys.ts -> src/features/catalogue/catalog.contract.ts": "the cache keys name the catalogue's query shape",
  "src/platform/http/session.ts -> src/features/accounts/sessions.ts": "the session middleware looks sessions up itself; to take the lookup as a function",
  "src/platform/i18n/schedule.ts -> src/features/jobs/job-sessions.ts": "the schedule wording reads the jobs' session type",
  "src/platform/mail/layout.ts -> src/features/calendar/ics.ts": "the mail layout attaches the calendar's ics invitations",
  "src/platform/mail/outbox-worker.ts -> src/features/notifications/mail-templates/index.ts": "the worker renders from the templates registry; to be passed in",
  "src/platform/mail/outbox.ts -> src/features/mail-log/mail.contract.ts": "the outbox writes the mail log's row shape",
  "src/platform/mail/transport.ts -> src/features/calendar/ics.ts": "the transport attaches the calendar's ics invitations",
  "src/platform/mail/transport.ts -> src/features/notifications/mail-templates/index.ts": "the transport renders from the templates registry; to be passed in",
  "src/platform/pages/area-screen.tsx -> src/features/artists/artist-applications.ts": "the area shell reads the artist's application state",
  "src/platform/pages/area-screen.tsx -> src/features/artists/artist-area.contract.ts": "the area shell names the artist area's shape",
  "src/platform/realtime/hub.ts -> src/features/accounts/sessions.ts": "the hub looks sessions up itself; to be injected from the root",
  "src/platform/realtime/hub.ts -> src/features/chat/chat.contract.ts": "the hub handles chat's frames itself; to be injected from the root",
  "src/platform/realtime/hub.ts -> src/features/chat/chat.ts": "the hub handles chat's frames itself; to be injected from the root",
  "src/platform/realtime/hub.ts -> src/features/notifications/index.ts": "the hub reports presence to notifications; to be injected from the root",
  "src/platform/realtime/hub.ts -> src/features/notifications/notifications.ts": "the hub reports presence to notifications; to be injected from the root",
};

const key = ({ file, target }: Import) => `${file} -> ${target}`;

describe("the house's import rules", () => {
  const all = imports();
  const broken = all.flatMap((found) => {
    const rule = brokenRule(found.file, found.target);
    return rule === undefined ? [] : [{ rule, at: key(found) }];
  });

  test("the rules read the imports of the whole repository", () => {
    expect(FILES.filter((file) => file.startsWith("src/features/")).length).toBeGreaterThan(100);
    expect(all.length).toBeGreaterThan(1000);
  });

  test("every import keeps the rules, or is a known exception with its reason", () => {
    expect(broken.filter(({ at }) => KNOWN[at] === undefined).map(({ rule, at }) => `${rule}: ${at}`)).toEqual([]);
  });

  test("every known exception still occurs", () => {
    const occurring = new Set(broken.map(({ at }) => at));
    expect(Object.keys(KNOWN).filter((at) => !occurring.has(at))).toEqual([]);
  });

  test("every known exception says why it is left", () => {
    expect(
      Object.entries(KNOWN)
        .filter(([, why]) => why.trim().length < 10)
        .map(([at]) => at),
    ).toEqual([]);
  });
});
