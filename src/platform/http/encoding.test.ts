import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { acceptedCodings, encodeBody, encodedReply, headersByCoding } from "./encoding.ts";

const HEADERS = headersByCoding([["Content-Type", "application/json"]]);
const large = new TextEncoder().encode(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Artist ${i}` }))));

describe("acceptedCodings", () => {
  test("the codings we make that the header allows, most preferred first, br before gzip on a tie", () => {
    expect(acceptedCodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedCodings("gzip")).toEqual(["gzip"]);
    expect(acceptedCodings("x-gzip")).toEqual(["gzip"]);
    expect(acceptedCodings("br;q=0.5, gzip")).toEqual(["gzip", "br"]);
    expect(acceptedCodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedCodings("gzip;q=0, *")).toEqual(["br"]);
  });

  test("q=0, identity, nonsense and no header allow nothing", () => {
    expect(acceptedCodings("gzip;q=0, br;q=0")).toEqual([]);
    expect(acceptedCodings("identity")).toEqual([]);
    expect(acceptedCodings("gzip;q=abc")).toEqual([]);
    expect(acceptedCodings("")).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});

describe("encodeBody and encodedReply", () => {
  test("a small body is kept as it is", async () => {
    const body = await encodeBody(new TextEncoder().encode("[1,2,3]"));
    await body.complete;
    expect(body.gzip).toBeUndefined();
    expect(body.br).toBeUndefined();
    const res = encodedReply(body, "gzip, br", HEADERS);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("[1,2,3]");
  });

  test("gzip is there at once, brotli once complete; each reply picks the best the browser takes", async () => {
    const body = await encodeBody(large);
    expect(body.gzip).toBeDefined();
    expect(encodedReply(body, "gzip, br", HEADERS).headers.get("content-encoding")).toBe("gzip");
    await body.complete;
    expect(body.br!.length).toBeLessThan(body.gzip!.length);

    const br = encodedReply(body, "gzip, deflate, br", HEADERS, 404);
    expect(br.status).toBe(404);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("application/json");
    expect(new Uint8Array(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())))).toEqual(large);

    const gzip = encodedReply(body, "gzip", HEADERS);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer()))).toEqual(large);

    const identity = encodedReply(body, undefined, HEADERS);
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await identity.arrayBuffer())).toEqual(large);
  });
});
