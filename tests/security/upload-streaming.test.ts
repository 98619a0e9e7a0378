import { describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { artists } from "../../db/schema.ts";
import { applicationForm, suiteAppWithLookups } from "../artist-fixtures.ts";
import { UploadSlots } from "../../src/platform/http/multipart.ts";

/**
 * An upload is streamed to disk with its limits enforced as
 * bytes arrive (not read whole first), and only so many are read at once: per
 * user (429) and server-wide (503), each refusal an envelope that loses nothing
 * already saved.
 */

const MB = 1024 * 1024;
// Two uploads at once in all, one per user.
const { t, l } = await suiteAppWithLookups({ uploadSlots: new UploadSlots(2, 1) });

/** A multipart body sent in 64 KB chunks, counting what the server pulled; `holdAt` pauses it until `release()`. */
async function streamedForm(form: FormData, holdAt?: number) {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type")!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let pulled = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reachedHold!: () => void;
  const held = new Promise<void>((resolve) => {
    reachedHold = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (holdAt !== undefined && pulled >= holdAt) {
        reachedHold();
        await released;
        holdAt = undefined;
      }
      if (pulled >= bytes.length) return controller.close();
      const chunk = bytes.subarray(pulled, pulled + 64 * 1024);
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, contentType, size: bytes.length, pulled: () => pulled, release, held };
}

function send(path: string, method: string, cookie: string, stream: Awaited<ReturnType<typeof streamedForm>>) {
  return t.app.request(path, { method, headers: { cookie, "content-type": stream.contentType }, body: stream.body, duplex: "half" } as RequestInit);
}

/** An application with a 1 MB police check: held half-way, the server is surely reading it (not just buffering ahead). */
const HOLD_AT = 512 * 1024;
const largeApplication = () =>
  applicationForm(l, { policeCheck: new File([new TextEncoder().encode("%PDF-1.7\n"), new Uint8Array(MB)], "vss.pdf", { type: "application/pdf" }) });

/** The upload folders in `dir` (uploads are read into the system's temporary folder). */
const uploadFolders = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("dancelink-upload-"));

/** A refusal of an upload slot: `status`, a failed envelope whose message matches `message`, and a Retry-After. */
async function expectRefusal(res: Response, status: number, message: RegExp) {
  const json = (await res.json()) as { status: boolean; message: string };
  expect(res.status).toBe(status);
  expect(json.status).toBe(false);
  expect(json.message).toMatch(message);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("uploads stream", () => {
  test("a file over its limit is refused (413 envelope) while it arrives, not after the whole body was read", async () => {
    const { cookie } = await t.signUp("artist");
    const big = new File([new TextEncoder().encode("%PDF-1.7\n"), new Uint8Array(40 * MB)], "resume.pdf", { type: "application/pdf" });
    const stream = await streamedForm(applicationForm(l, { resume: big }));
    const res = await send("/api/artist/add", "POST", cookie, stream);
    const json = (await res.json()) as { status: boolean; message: string };
    expect(res.status).toBe(413);
    expect(json.status).toBe(false);
    expect(json.message).toMatch(/at most 10 MB/);
    // The server stopped reading a little past the 10 MB file limit.
    expect(stream.pulled()).toBeLessThan(12 * MB);
    expect(stream.size).toBeGreaterThan(40 * MB);
  });

  test("temporary files are removed once the reply is made", async () => {
    const { cookie } = await t.signUp("artist");
    // A temporary folder of this test's own: suites running beside it (bun test --parallel) upload into the system's.
    const own = mkdtempSync(join(tmpdir(), "upload-streaming-"));
    const systemTmp = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      const stream = await streamedForm(largeApplication(), HOLD_AT);
      const reply = send("/api/artist/add", "POST", cookie, stream);
      await stream.held;
      expect(uploadFolders(own)).toHaveLength(1);
      stream.release();
      expect((await reply).status).toBe(201);
      expect(uploadFolders(own)).toEqual([]);
    } finally {
      if (systemTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTmp;
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe("concurrent uploads are capped", () => {
  test("per user 429, server-wide 503, envelopes with Retry-After; the uploads in progress complete", async () => {
    const first = await t.signUp("artist");
    const second = await t.signUp("artist");
    const third = await t.signUp("artist");

    const a = await streamedForm(largeApplication(), HOLD_AT);
    const aReply = send("/api/artist/add", "POST", first.cookie, a);
    await a.held;

    // The same user again while the first is read: 429.
    const again = await send("/api/artist/add", "POST", first.cookie, await streamedForm(applicationForm(l)));
    await expectRefusal(again, 429, /uploads at once/);

    // Another user takes the second slot; a third finds the server full: 503.
    const b = await streamedForm(largeApplication(), HOLD_AT);
    const bReply = send("/api/artist/add", "POST", second.cookie, b);
    await b.held;
    const busy = await send("/api/artist/add", "POST", third.cookie, await streamedForm(applicationForm(l)));
    await expectRefusal(busy, 503, /busy/);

    // Nothing lost: the uploads that were admitted finish and are saved.
    a.release();
    b.release();
    expect((await aReply).status).toBe(201);
    expect((await bReply).status).toBe(201);
    for (const user of [first.user, second.user]) expect(await t.db.select().from(artists).where(eq(artists.userId, user.userId))).toHaveLength(1);
    expect(await t.db.select().from(artists).where(eq(artists.userId, third.user.userId))).toHaveLength(0);

    // Slots are given back: the third user can apply now.
    expect((await send("/api/artist/add", "POST", third.cookie, await streamedForm(applicationForm(l)))).status).toBe(201);
  });
});
