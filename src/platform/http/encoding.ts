import { brotliCompress, constants, gzip } from "node:zlib";

/** The content codings a body made once is kept in, best first. */
const CODINGS = ["br", "gzip"] as const;
export type ContentCoding = (typeof CODINGS)[number];

/**
 * A body made once and sent many times (a cached list or page), with its
 * compressed forms. gzip is made before the first reply; brotli at its best
 * quality is a quarter smaller on our JSON and HTML but a hundred times slower,
 * so it is made off the event loop afterwards and used once it is there.
 */
export interface EncodedBody {
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  /** Settles when every form that will be made is made (tests and warm-ups wait on it). */
  complete: Promise<void>;
}

/** Below this, compression's framing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

export async function encodeBody(identity: Uint8Array<ArrayBuffer>): Promise<EncodedBody> {
  if (identity.length < COMPRESS_MIN_BYTES) return { identity, complete: Promise.resolve() };
  const body: EncodedBody = { identity, gzip: await gzipInBackground(identity), complete: Promise.resolve() };
  body.complete = brotliInBackground(identity).then(
    (br) => {
      body.br = br;
    },
    // Not expected; gzip keeps serving if it happens.
    () => undefined,
  );
  return body;
}

/** Gzips on a worker thread: the event loop keeps answering while a large list or page is compressed. */
export function gzipInBackground(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => gzip(bytes, (error, out) => (error ? reject(error) : resolve(new Uint8Array(out)))));
}

function brotliInBackground(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  return new Promise((resolve, reject) => brotliCompress(bytes, { params }, (error, out) => (error ? reject(error) : resolve(new Uint8Array(out)))));
}

/**
 * The reply headers of one body in each coding, made once with the body. `Headers`
 * objects: Bun copies one into a Response three times faster than it builds one
 * from pairs.
 */
export type HeadersByCoding = Record<ContentCoding | "identity", Headers>;

export function headersByCoding(base: [string, string][]): HeadersByCoding {
  return {
    identity: new Headers(base),
    gzip: new Headers([...base, ["Content-Encoding", "gzip"]]),
    br: new Headers([...base, ["Content-Encoding", "br"]]),
  };
}

/** The best form of `body` that an Accept-Encoding header allows, with its headers. */
export function encodedReply(body: EncodedBody, acceptEncoding: string | undefined, headers: HeadersByCoding, status = 200): Response {
  for (const coding of acceptedCodings(acceptEncoding)) {
    const bytes = body[coding];
    if (bytes) return new Response(bytes, { status, headers: headers[coding] });
  }
  return new Response(body.identity, { status, headers: headers.identity });
}

const NONE: readonly ContentCoding[] = [];
/** Browsers send a handful of distinct headers: each is parsed once. Bounded, so odd values cannot grow it. */
const parsed = new Map<string, readonly ContentCoding[]>();
const MAX_PARSED = 64;

/** The codings we make that an Accept-Encoding header allows (q above 0, `*` included), most preferred first; br before gzip on a tie. */
export function acceptedCodings(header: string | undefined): readonly ContentCoding[] {
  if (!header) return NONE;
  let codings = parsed.get(header);
  if (!codings) {
    codings = parseAcceptEncoding(header);
    if (parsed.size < MAX_PARSED) parsed.set(header, codings);
  }
  return codings;
}

function parseAcceptEncoding(header: string): readonly ContentCoding[] {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  return CODINGS.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}
