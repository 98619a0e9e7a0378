/**
 * `bun run screens`: screenshots of each dashboard's main screen for docs/screens/
 * (README "Screens"), so a reader sees the product without running it.
 *
 * Starts the demo server (e2e/support.ts: a free port, a throwaway data folder and
 * in-memory database, the demo data and an admin), signs in as the demo studio, the
 * demo artist and the agency, and writes `<area>-desktop.png` (1280x800) and
 * `<area>-phone.png` (390x844) at a device scale factor of 1: the window only, not
 * the whole page, so each file stays small.
 *
 * Every screen, to see that a change left the looks alone (the whole page, with the
 * text of its main region beside each image as `<screen>.txt`):
 *
 *   bun run screens --all --out /tmp/screens-after                         # this checkout
 *   bun run screens --all --out /tmp/screens-before --root /work/wt/before  # the server of another checkout
 *   bun run screens --all --out /tmp/screens-x --url http://127.0.0.1:3000  # a running server (with the demo data)
 *   bun run screens --compare /tmp/screens-before /tmp/screens-after        # identical or not, screen by screen
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { LOCALES } from "../src/platform/i18n/locales.ts";
import { localizePath } from "../src/platform/i18n/paths.ts";
import { PUBLIC_PATHS } from "../src/platform/pages/public-paths.ts";
import { launchBrowser } from "./lib/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from "./lib/server.ts";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    out: { type: "string" },
    root: { type: "string" },
    url: { type: "string" },
    compare: { type: "boolean", default: false },
  },
});

const DEMO_ARTIST_EMAIL = "amelia.tremblay@demo.dancelink.ca";

const ACCOUNTS = [
  { area: "client", email: DEMO_STUDIO_EMAIL, password: DEMO_PASSWORD, path: "/client/dashboard" },
  { area: "artist", email: DEMO_ARTIST_EMAIL, password: DEMO_PASSWORD, path: "/artist/dashboard" },
  { area: "admin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, path: "/admin" },
] as const;
type Account = (typeof ACCOUNTS)[number];

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
type Size = (typeof SIZES)[number];

/** A screen to shoot: its file's name (without size) and its address. */
interface Screen {
  name: string;
  path: string;
}

async function newContext(browser: Browser, url: string, size: Size, account?: Account): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: size.viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
  if (account) {
    const login = await context.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    if (!login.ok()) throw new Error(`${account.email} could not sign in: ${login.status()}`);
  }
  return context;
}

/** Opens `path` and waits until the area's app has rendered, nothing is still loading and the fonts are in. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator("#area-root .area__loading").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.querySelectorAll(".skeleton").length === 0 && document.fonts.status === "loaded");
}

async function shootMainScreens(browser: Browser, url: string): Promise<void> {
  const out = join(import.meta.dir, "..", "docs", "screens");
  mkdirSync(out, { recursive: true });
  for (const account of ACCOUNTS) {
    for (const size of SIZES) {
      const context = await newContext(browser, url, size, account);
      try {
        const page = await context.newPage();
        await open(page, account.path);
        const file = join(out, `${account.area}-${size.name}.png`);
        await page.screenshot({ path: file, type: "png", animations: "disabled" });
        console.log(`${file} ${Math.round(Bun.file(file).size / 1024)} KB`);
      } finally {
        await context.close();
      }
    }
  }
}

/** The first item's id of a list the API returns (its `response`: a bare array or `{ items }`), or undefined when the list is empty. */
async function firstId(context: BrowserContext, path: string): Promise<string | undefined> {
  const res = await context.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  const { response } = (await res.json()) as { response: unknown };
  const list = (Array.isArray(response) ? response : ((response as { items?: unknown[] }).items ?? [])) as { id?: string; _id?: string }[];
  return list[0]?.id ?? list[0]?._id;
}

/** A dashboard's routes (its router in islands/<area>/router.tsx) and the account that sees them. */
interface Area {
  account: Account;
  /** The routes that take nothing, space-separated. */
  plain: string;
  /** The routes given a search: a tab. */
  searched: string[];
  /** The routes of one record: their pattern, and the API list whose first item is the demo record shot. */
  records: [pattern: string, list: string][];
}

/** An area's screens: its index and every route, each record route with a demo record (left out, and said so, without one). */
async function areaScreens(context: BrowserContext, { account: { area }, plain, searched, records }: Area): Promise<Screen[]> {
  const screen = (path: string) => ({ name: `${area}-${path.replace("?tab=", "-").replace(/\$\w+/, "id").replaceAll("/", "-")}`, path: `/${area}/${path}` });
  const shot: Screen[] = [{ name: `${area}-index`, path: `/${area}` }, ...[...plain.split(" "), ...searched].map(screen)];
  for (const [pattern, list] of records) {
    const id = await firstId(context, list);
    if (id) shot.push({ ...screen(pattern), path: `/${area}/${pattern.replace(/\$\w+/, id)}` });
    else console.error(`[screens] no demo record for /${area}/${pattern}: not shot`);
  }
  return shot;
}

/** The public pages in every language, signed out (src/platform/pages/public-paths.ts, an artist's profile, the token pages, a 404). */
async function publicScreens(context: BrowserContext): Promise<Screen[]> {
  const artist = await firstId(context, "/api/artist/search");
  const paths = [
    ...PUBLIC_PATHS,
    ...(artist ? [`/artist/profile/${artist}`] : []),
    "/reset-password?token=unknown",
    "/verify-email?token=unknown",
    "/accept-invite?token=unknown",
    "/no-such-page",
  ];
  return LOCALES.flatMap((locale) =>
    paths.map((path) => {
      const bare = path.split("?")[0]!.replace(/\/artist\/profile\/.+/, "/artist/profile");
      const slug = bare === "/" ? "home" : bare.slice(1).replaceAll("/", "-");
      return { name: `public-${locale}-${slug}${path.includes("?") ? "-token" : ""}`, path: localizePath(locale, path) };
    }),
  );
}

/** Every route of the three dashboards' routers, as the demo studio, the demo artist (approved) and the agency see them. */
const AREAS: Area[] = [
  {
    account: ACCOUNTS[0],
    plain: "dashboard my-bookings booking-form form confirmation-page client-profile messages shortlist account notifications",
    searched: ["my-bookings?tab=drafts", "my-bookings?tab=confirmed"],
    records: [
      ["jobs/details/$jobId", "/api/job/user-pending-jobs"],
      ["jobs/edit/$jobId", "/api/job/user-pending-jobs"],
      ["jobs/confirmed/$jobId", "/api/job/user-confirmed-jobs"],
      ["jobs/confirmed/$jobId/invoice", "/api/job/user-confirmed-jobs"],
      ["invoices/$invoiceId", "/api/invoices?page=1&limit=1"],
    ],
  },
  {
    account: ACCOUNTS[1],
    plain: "form account notifications confirmation-page messages dashboard jobs artist-profile availability credentials earnings opt-ins reviews",
    searched: [],
    records: [
      ["jobs/details/$jobId", "/api/job/available-jobs"],
      ["jobs/confirmed/$jobId", "/api/job/confirmed-jobs"],
    ],
  },
  {
    account: ACCOUNTS[2],
    plain:
      "applications jobs profile-reviews inbox contacts users reviews mail credentials catalog billing staff payouts t4a audit privacy settings account notifications",
    searched: ["profile-reviews?tab=styles", "billing?tab=books", "billing?tab=settings"],
    records: [
      ["applications/$id", "/api/admin/artists"],
      ["jobs/$id", "/api/admin/jobs"],
      ["users/$id", "/api/admin/users?role=client&page=1&limit=1"],
      ["invoices/$id", "/api/invoices?page=1&limit=1"],
    ],
  },
];

/** The text of the page's main region (the whole body where it has none), to read beside an image that changed. */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text, a line per block, is what a diff of two screens reads
const mainText = (page: Page) => page.evaluate(() => (document.querySelector("main") ?? document.body).innerText);

async function shootEveryScreen(browser: Browser, url: string, out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const groups: { account?: Account; list: (context: BrowserContext) => Promise<Screen[]> }[] = [
    { list: publicScreens },
    ...AREAS.map((area) => ({ account: area.account, list: (context: BrowserContext) => areaScreens(context, area) })),
  ];
  for (const group of groups) {
    for (const size of SIZES) {
      const context = await newContext(browser, url, size, group.account);
      try {
        const page = await context.newPage();
        for (const screen of await group.list(context)) {
          const file = join(out, `${screen.name}-${size.name}`);
          try {
            await open(page, screen.path);
            await page.screenshot({ path: `${file}.png`, type: "png", fullPage: true, animations: "disabled" });
            writeFileSync(`${file}.txt`, `${new URL(page.url()).pathname}\n${await mainText(page)}\n`);
            console.log(`${file}.png`);
          } catch (error) {
            console.error(`[screens] ${screen.path} (${size.name}): ${(error as Error).message.split("\n")[0]}`);
          }
        }
      } finally {
        await context.close();
      }
    }
  }
}

/** How many pixels differ between two PNGs, decoded by the browser (sizes that differ count every pixel of the larger). */
async function pixelsDiffering(page: Page, a: string, b: string): Promise<number> {
  const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString("base64")}`;
  return page.evaluate(
    async ([srcA, srcB]) => {
      const pixels = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
      };
      const [x, y] = [await pixels(srcA!), await pixels(srcB!)];
      if (x.width !== y.width || x.height !== y.height) return Math.max(x.width * x.height, y.width * y.height);
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2] || x.data[i + 3] !== y.data[i + 3]) count++;
      }
      return count;
    },
    [dataUrl(a), dataUrl(b)],
  );
}

/** The lines of `a` missing from `b` (-) and those of `b` missing from `a` (+). */
function textChanges(a: string, b: string): string[] {
  const [linesA, linesB] = [a.split("\n"), b.split("\n")];
  const [setA, setB] = [new Set(linesA), new Set(linesB)];
  return [...linesA.filter((l) => !setB.has(l)).map((l) => `- ${l}`), ...linesB.filter((l) => !setA.has(l)).map((l) => `+ ${l}`)];
}

/** Prints each screen as identical, differs (pixels, text lines) or missing, and writes `DIR_B/compare.html`: the differing ones side by side. */
async function compare(browser: Browser, dirA: string, dirB: string): Promise<void> {
  const pngs = (dir: string) => new Set(readdirSync(dir).filter((f) => f.endsWith(".png")));
  const [inA, inB] = [pngs(dirA), pngs(dirB)];
  const page = await browser.newPage();
  const rows: string[] = [];
  let identical = 0;
  for (const name of [...new Set([...inA, ...inB])].sort()) {
    if (!inA.has(name) || !inB.has(name)) {
      console.log(`${name}: only in ${inA.has(name) ? dirA : dirB}`);
      continue;
    }
    const [a, b] = [join(dirA, name), join(dirB, name)];
    if (readFileSync(a).equals(readFileSync(b))) {
      identical++;
      continue;
    }
    const pixels = await pixelsDiffering(page, a, b);
    const text = (file: string) => (existsSync(file.replace(/\.png$/, ".txt")) ? readFileSync(file.replace(/\.png$/, ".txt"), "utf8") : "");
    const changes = textChanges(text(a), text(b));
    console.log(`${name}: differs, ${pixels} pixels${changes.length ? `, text:\n  ${changes.join("\n  ")}` : ", same text"}`);
    const asHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    rows.push(
      `<h2>${name}: ${pixels} pixels</h2><pre>${asHtml(changes.join("\n"))}</pre>` +
        `<div style="display:flex;gap:8px;align-items:flex-start"><img src="${resolve(a)}" style="max-width:49%"><img src="${resolve(b)}" style="max-width:49%"></div>`,
    );
  }
  await page.close();
  writeFileSync(join(dirB, "compare.html"), `<!doctype html><meta charset="utf-8"><title>${dirA} / ${dirB}</title>${rows.join("\n")}`);
  console.log(`${identical} identical, ${rows.length} differ; side by side: ${join(dirB, "compare.html")}`);
}

const browser = await launchBrowser();
try {
  if (args.compare) {
    if (positionals.length !== 2) throw new Error("--compare DIR_A DIR_B");
    await compare(browser, positionals[0]!, positionals[1]!);
  } else {
    const server = args.url ? undefined : await startServer({ SEED_DEMO: "1" }, args.root ? resolve(args.root) : undefined);
    const url = args.url ?? server!.url;
    try {
      if (args.all) await shootEveryScreen(browser, url, resolve(args.out ?? "/tmp/screens"));
      else await shootMainScreens(browser, url);
    } finally {
      await server?.stop();
    }
  }
} finally {
  await browser.close();
}
