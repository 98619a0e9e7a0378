import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { END_OF_ARCHIVE, fileHeader, padding, readTar, TarError } from "./tar.ts";

const folder = mkdtempSync(join(tmpdir(), "tar-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const encoder = new TextEncoder();
const when = new Date("2026-11-29T12:00:00Z");

/** An archive as the backup writes it: header, bytes, padding per file, then the end. */
function archiveOf(files: [string, Uint8Array][]): Uint8Array<ArrayBuffer> {
  const parts = files.flatMap(([name, bytes]) => [fileHeader(name, bytes.length, when), bytes, padding(bytes.length)]);
  return new Uint8Array(Buffer.concat([...parts, END_OF_ARCHIVE]));
}

const streamOf = (bytes: Uint8Array, chunk = 100) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      // Odd chunk sizes: entries and headers straddle the stream's chunks.
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.subarray(i, i + chunk));
      controller.close();
    },
  });

async function entriesOf(stream: ReadableStream<Uint8Array>) {
  const out: [string, string][] = [];
  for await (const entry of readTar(stream)) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of entry.chunks()) chunks.push(chunk);
    out.push([entry.name, Buffer.concat(chunks).toString()]);
  }
  return out;
}

const files: [string, Uint8Array][] = [
  ["manifest.json", encoder.encode('{"a":1}')],
  ["uploads/public/0195f3a0-0000-7000-8000-000000000001.webp", new Uint8Array(1300).fill(7)],
  ["database/empty.copy", new Uint8Array(0)],
  ["secrets/jwt-secret", encoder.encode("é secret\n")],
];

test("what it writes, tar reads: names, sizes, bytes", () => {
  const path = join(folder, "written.tar");
  writeFileSync(path, archiveOf(files));
  const listed = Bun.spawnSync(["tar", "-tvf", path]).stdout.toString().trim().split("\n");
  expect(listed).toHaveLength(files.length);
  for (const [i, [name, bytes]] of files.entries()) {
    expect(listed[i]).toMatch(new RegExp(`^-rw------- .* ${bytes.length} .*${name}$`));
    expect(new Uint8Array(Bun.spawnSync(["tar", "-xOf", path, name]).stdout)).toEqual(new Uint8Array(bytes));
  }
});

test("it reads back its own archives, entries read or skipped, and tar's", async () => {
  const expected = files.map(([name, bytes]): [string, string] => [name, Buffer.from(bytes).toString()]);
  expect(await entriesOf(streamOf(archiveOf(files)))).toEqual(expected);
  // An entry the reader does not read is skipped whole.
  const names: string[] = [];
  for await (const entry of readTar(streamOf(archiveOf(files), 7))) names.push(entry.name);
  expect(names).toEqual(files.map(([name]) => name));

  const source = join(folder, "from-tar");
  mkdirSync(join(source, "uploads"), { recursive: true });
  writeFileSync(join(source, "uploads", "a.pdf"), "%PDF-1.4 tar's own");
  const path = join(folder, "tar-made.tar");
  expect(Bun.spawnSync(["tar", "--format=ustar", "-cf", path, "-C", source, "uploads/a.pdf"]).exitCode).toBe(0);
  expect(await entriesOf(Bun.file(path).stream())).toEqual([["uploads/a.pdf", "%PDF-1.4 tar's own"]]);
});

test("a size past 8 GiB is written in base 256 and read back", async () => {
  const size = 9 * 2 ** 30;
  const header = fileHeader("database/jobs.copy", size, when);
  expect(header[124]).toBe(0x80);
  const entries = readTar(streamOf(header));
  const first = await entries.next();
  expect(first.value).toMatchObject({ name: "database/jobs.copy", size });
});

test("a cut, damaged or foreign archive is refused", async () => {
  const whole = archiveOf(files);
  const refusal = (bytes: Uint8Array) =>
    entriesOf(streamOf(bytes)).then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(await refusal(whole.subarray(0, 1000))).toEqual(new TarError("the archive is cut short"));
  const damaged = whole.slice();
  damaged[10] = damaged[10]! ^ 0xff;
  expect(await refusal(damaged)).toEqual(new TarError("the archive has a damaged header"));
  expect(await refusal(encoder.encode("not an archive at all, just some text".repeat(20)))).toEqual(new TarError("the archive has a damaged header"));

  const source = join(folder, "with-link");
  mkdirSync(source, { recursive: true });
  symlinkSync("/etc/passwd", join(source, "secrets"));
  const path = join(folder, "link.tar");
  Bun.spawnSync(["tar", "--format=ustar", "-cf", path, "-C", source, "secrets"]);
  expect(await entriesOf(Bun.file(path).stream()).catch((error: unknown) => error)).toEqual(new TarError("the archive holds something other than plain files"));
  expect(() => fileHeader("x".repeat(101), 1, when)).toThrow(TarError);
});
