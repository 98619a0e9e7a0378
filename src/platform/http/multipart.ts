import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import type { ZodObject, z } from "zod";
import { invalid, rateLimited, tooLarge, unavailable, unsupported } from "../errors.ts";
import { type ApiMessage, contractMessage, lower, type MessageRef, msg } from "../i18n/api-messages.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { PRIVATE_FILE_MODE } from "../storage/private-files.ts";
import type { AppEnv } from "./types.ts";
import { rejectControlCharacters } from "./validate.ts";

const MB = 1024 * 1024;

/** The largest single file any upload rule takes: a bigger one is refused while it streams. */
export const MAX_FILE_BYTES = 10 * MB;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS_BYTES = 1 * MB;
const MAX_PARTS = 100;
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * How many uploads are read at once (UPLOAD_CONCURRENCY, UPLOAD_CONCURRENCY_PER_USER).
 * Each is streamed to disk, so this bounds disk traffic and open files, not memory.
 */
export class UploadSlots {
  private total = 0;
  private readonly perCaller = new Map<string, number>();
  constructor(
    readonly limit: number,
    readonly perUserLimit: number,
  ) {}

  /** A slot for `caller`, or a 429 (this caller has too many) or 503 (the server has too many). */
  take(caller: string): () => void {
    const mine = this.perCaller.get(caller) ?? 0;
    if (mine >= this.perUserLimit) throw rateLimited("api.upload.busyUser", 5);
    if (this.total >= this.limit) throw unavailable("api.upload.busyServer", 5);
    this.total++;
    this.perCaller.set(caller, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.perCaller.get(caller) ?? 1) - 1;
      if (left > 0) this.perCaller.set(caller, left);
      else this.perCaller.delete(caller);
    };
  }
}

/** Temporary folders of the forms read for a request, removed when its reply is made. */
const tempFolders = new WeakMap<Request, string[]>();

/**
 * An upload route's body: multipart only (anything else is a 415), at most
 * `maxBytes` (413 before the body is read when Content-Length says so, else
 * as soon as more arrives), one of `slots` (per user and server-wide) while it
 * is read and handled (`tooLargeMessage` says what is too large: a form of one
 * image names the image). The forms' temporary files are removed afterwards.
 */
export function multipartBody(
  maxBytes: number,
  slots: UploadSlots,
  tooLargeMessage: ApiMessage = msg("api.upload.tooLarge", { mb: Math.floor(maxBytes / MB) }),
): MiddlewareHandler<AppEnv> {
  const overLimit = () => tooLarge(tooLargeMessage);
  return async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw unsupported("api.upload.multipartOnly");
    }
    // Refused before a byte is read when Content-Length says so; else counted as it arrives
    // (hono's bodyLimit would buffer a chunked body whole to count it).
    if (Number(c.req.header("content-length") ?? 0) > maxBytes) throw overLimit();
    const user = c.get("user");
    const release = slots.take(user ? `user:${user.userId}` : "anonymous");
    const raw = c.req.raw;
    try {
      if (raw.body) {
        let size = 0;
        const counted = raw.body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              size += chunk.length;
              if (size > maxBytes) throw overLimit();
              controller.enqueue(chunk);
            },
          }),
        );
        c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
      }
      await next();
    } finally {
      release();
      const folders = [...(tempFolders.get(raw) ?? []), ...(tempFolders.get(c.req.raw) ?? [])];
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    }
  };
}

const malformed = () => invalid("api.upload.malformed");

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw malformed();
  return boundary;
}

interface PartHeaders {
  name: string;
  filename: string | undefined;
  type: string;
}

function parsePartHeaders(text: string): PartHeaders {
  let disposition: string | undefined;
  let type = "application/octet-stream";
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw malformed();
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-disposition") disposition = value;
    else if (header === "content-type") type = value;
  }
  if (!disposition || !/^form-data\b/i.test(disposition)) throw malformed();
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition!) ?? new RegExp(`;\\s*${key}=([^;\\s]*)`, "i").exec(disposition!);
    return m ? m[1]!.replace(/\\(.)/g, "$1") : undefined;
  };
  const name = param("name");
  if (name === undefined) throw malformed();
  return { name, filename: param("filename"), type };
}

/** Where one part's bytes go while they arrive. */
interface PartSink {
  write(bytes: Uint8Array): Promise<void>;
  /** The value of the finished part, or undefined for an empty file input. */
  end(): Promise<string | Blob | undefined>;
  abort(): Promise<void>;
}

class FieldSink implements PartSink {
  private chunks: Uint8Array[] = [];
  size = 0;
  constructor(private readonly budget: { left: number }) {}
  async write(bytes: Uint8Array) {
    this.size += bytes.length;
    this.budget.left -= bytes.length;
    if (this.size > MAX_FIELD_BYTES || this.budget.left < 0) throw tooLarge("api.upload.textTooLarge");
    this.chunks.push(bytes.slice());
  }
  async end() {
    return new TextDecoder().decode(Buffer.concat(this.chunks));
  }
  async abort() {}
}

class FileSink implements PartSink {
  private size = 0;
  private constructor(
    private readonly path: string,
    private readonly handle: Awaited<ReturnType<typeof open>>,
    private readonly type: string,
    private readonly filename: string,
    private readonly maxBytes: number,
  ) {}
  static async create(path: string, type: string, filename: string, maxBytes: number) {
    return new FileSink(path, await open(path, "wx", PRIVATE_FILE_MODE), type, filename, maxBytes);
  }
  async write(bytes: Uint8Array) {
    this.size += bytes.length;
    if (this.size > this.maxBytes) throw tooLarge(msg("api.upload.eachFileTooLarge", { mb: Math.round(this.maxBytes / MB) }));
    await this.handle.write(bytes);
  }
  async end() {
    await this.handle.close();
    if (this.size === 0 && this.filename === "") return undefined;
    return Bun.file(this.path, { type: this.type });
  }
  async abort() {
    await this.handle.close().catch(() => {});
  }
}

/**
 * Reads a multipart body as it arrives: text fields into memory (small, bounded),
 * each file straight into a file of `folder`, its size limit enforced while it
 * streams. Memory stays at a chunk or two whatever the size of the upload.
 */
async function parseMultipart(body: ReadableStream<Uint8Array>, boundary: string, folder: string, maxFileBytes: number) {
  const entries: Record<string, (string | Blob)[]> = {};
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const budget = { left: MAX_FIELDS_BYTES };
  type State = "preamble" | "after-boundary" | "headers" | "body" | "done";
  let state = "preamble" as State;
  let buffer: Buffer = Buffer.alloc(0);
  let sink: PartSink | undefined;
  let partName = "";
  let parts = 0;

  /**
   * The usual chunk of a file's body: when neither it nor the kept tail joined to
   * it holds the delimiter, the tail and the chunk go to the sink as they are and
   * only the chunk's last bytes are kept, instead of copying every chunk onto the
   * tail (a copy per chunk is garbage the size of the upload, and 50 uploads at
   * once made the server's peak memory ride on when the GC ran).
   */
  const wroteWholeChunk = async (chunk: Buffer): Promise<boolean> => {
    const keep = delimiter.length - 1;
    if (buffer.length > keep || chunk.length <= keep) return false;
    if (Buffer.concat([buffer, chunk.subarray(0, keep)]).indexOf(delimiter) >= 0 || chunk.indexOf(delimiter) >= 0) return false;
    if (buffer.length) await sink!.write(buffer);
    await sink!.write(chunk.subarray(0, chunk.length - keep));
    buffer = Buffer.from(chunk.subarray(chunk.length - keep));
    return true;
  };

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (state === "done") continue; // the epilogue: read to the end, ignored
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (state === "body" && (await wroteWholeChunk(chunk))) continue;
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (let progress = true; progress && (state as State) !== "done"; ) {
        progress = false;
        if (state === "preamble") {
          const at = buffer.indexOf(opening);
          if (at < 0) {
            if (buffer.length > MAX_HEADER_BYTES) throw malformed();
            break;
          }
          buffer = buffer.subarray(at + opening.length);
          state = "after-boundary";
          progress = true;
        } else if (state === "after-boundary") {
          if (buffer.length < 2) break;
          if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
            state = "done";
            break;
          }
          if (buffer[0] !== 0x0d || buffer[1] !== 0x0a) throw malformed();
          buffer = buffer.subarray(2);
          state = "headers";
          progress = true;
        } else if (state === "headers") {
          const end = buffer.indexOf("\r\n\r\n");
          if (end < 0) {
            if (buffer.length > MAX_HEADER_BYTES) throw malformed();
            break;
          }
          const headers = parsePartHeaders(buffer.subarray(0, end).toString("utf8"));
          buffer = buffer.subarray(end + 4);
          if (++parts > MAX_PARTS) throw invalid("api.upload.tooManyFields");
          partName = headers.name;
          sink =
            headers.filename === undefined
              ? new FieldSink(budget)
              : await FileSink.create(join(folder, `part-${parts}`), headers.type, headers.filename, maxFileBytes);
          state = "body";
          progress = true;
        } else {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            // Keep what could be the start of the delimiter; the rest belongs to the part.
            const safe = buffer.length - (delimiter.length - 1);
            if (safe > 0) {
              await sink!.write(buffer.subarray(0, safe));
              buffer = Buffer.from(buffer.subarray(safe));
            }
            break;
          }
          await sink!.write(buffer.subarray(0, at));
          const value = await sink!.end();
          sink = undefined;
          if (value !== undefined) entries[partName] = [...(entries[partName] ?? []), value];
          buffer = buffer.subarray(at + delimiter.length);
          state = "after-boundary";
          progress = true;
        }
      }
    }
  } catch (error) {
    await sink?.abort();
    await reader.cancel().catch(() => {});
    throw error;
  }
  if (state !== "done") {
    await sink?.abort();
    throw malformed();
  }
  return entries;
}

/** A parsed multipart body: its text fields, and its files (on disk, as Blobs) by name. */
export class MultipartForm {
  private constructor(private readonly entries: Record<string, (string | Blob)[]>) {}

  /**
   * Streams the body of a `multipartBody` route: files to a private temporary
   * folder (removed with the reply), none larger than `maxFileBytes` (a 413 as
   * soon as one grows past it).
   */
  static async read(c: Context, maxFileBytes = MAX_FILE_BYTES): Promise<MultipartForm> {
    const boundary = boundaryOf(c.req.header("content-type") ?? "");
    const body = c.req.raw.body;
    if (!body) throw malformed();
    // mkdtemp makes the folder owner-only (0700, PRIVATE_DIR_MODE); its files are 0600.
    const folder = await mkdtemp(join(tmpdir(), "dancelink-upload-"));
    tempFolders.set(c.req.raw, [...(tempFolders.get(c.req.raw) ?? []), folder]);
    return new MultipartForm(await parseMultipart(body, boundary, folder, maxFileBytes));
  }

  /**
   * The text fields (one value each) validated by `schema`; a 400 otherwise,
   * with the schema's own message (phrase each to name its field), in the
   * request's language where the contract built it from the catalogue.
   */
  fields<T extends ZodObject>(schema: T): z.output<T> {
    const values: Record<string, string> = {};
    for (const name of Object.keys(schema.shape)) {
      const all = this.entries[name] ?? [];
      if (all.length > 1) throw invalid(msg("api.upload.sendOnce", { name }));
      const [value] = all;
      if (value !== undefined && typeof value !== "string") throw invalid(msg("api.upload.textNotFile", { name }));
      if (value !== undefined) values[name] = value;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) throw invalid(contractMessage(parsed.error.issues[0]!.message));
    rejectControlCharacters(parsed.data);
    return parsed.data;
  }

  /**
   * The files sent under any of `names`. A browser sends an empty part for a
   * file input left empty, and scripts send "": both count as no file.
   */
  files(names: readonly string[], label: MessageKey | MessageRef): Blob[] {
    return names.flatMap((name) =>
      (this.entries[name] ?? []).flatMap((value) => {
        if (typeof value === "string") {
          if (value === "") return [];
          throw invalid(msg("api.upload.mustBeFile", { field: typeof label === "string" ? msg(label) : label }));
        }
        return [value];
      }),
    );
  }

  /** At most one file under `name`. */
  file(name: string, label: MessageKey | MessageRef): Blob | undefined {
    const files = this.files([name], label);
    if (files.length > 1) throw invalid(msg("api.upload.onlyOne", { field: lower(label) }));
    return files[0];
  }
}
