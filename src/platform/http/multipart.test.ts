import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { z } from "zod";
import { MultipartForm, multipartBody, UploadSlots } from "./multipart.ts";

/**
 * The streaming parser keeps only a delimiter's length of each chunk and writes the
 * rest straight to the file (no copy per chunk): wherever the chunks cut the body,
 * inside the delimiter, just before it, or one byte at a time, the file and the
 * fields come out exactly as sent.
 */

const BOUNDARY = "----dancelinkBoundary7MA4YWxkTrZu0gW";
// Through multipartBody as every upload route: it removes the form's temporary folder with the reply.
const app = new Hono().post("/", multipartBody(10 * 1024 * 1024, new UploadSlots(4, 4)), async (c) => {
  const form = await MultipartForm.read(c);
  const { note } = form.fields(z.object({ note: z.string() }));
  const file = form.file("resume", "api.label.resume");
  return c.json({ note, bytes: file ? Buffer.from(await file.arrayBuffer()).toString("base64") : null });
});

function body(file: Uint8Array, note: string): Uint8Array {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(tail)]);
}

/** `bytes` in chunks of the given sizes, in turn. */
function chunked(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = sizes[i++ % sizes.length]!;
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function send(bytes: Uint8Array, sizes: number[]) {
  const res = await app.request("/", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: chunked(bytes, sizes),
    duplex: "half",
  } as RequestInit);
  expect(res.status).toBe(200);
  return (await res.json()) as { note: string; bytes: string };
}

describe("multipart bodies cut anywhere", () => {
  // A file that holds pieces of the delimiter itself ("\r\n--", the boundary without its dashes).
  const file = Buffer.concat([
    Buffer.from(`%PDF-1.7\n\r\n-${BOUNDARY.slice(0, 20)}\r\n--`),
    crypto.getRandomValues(new Uint8Array(20_000)),
    Buffer.from("\r\n-"),
  ]);
  const sent = body(file, "hello, été");
  const delimiterLength = `\r\n--${BOUNDARY}`.length;

  for (const sizes of [[1], [7, 13], [delimiterLength - 1], [delimiterLength], [delimiterLength + 1], [4096], [4097, 3], [sent.length]]) {
    test(`chunks of ${sizes.join(", ")} bytes`, async () => {
      const reply = await send(sent, sizes);
      expect(reply.note).toBe("hello, été");
      expect(Buffer.from(reply.bytes, "base64").equals(file)).toBe(true);
    });
  }

  test("a delimiter cut at every place between two chunks", async () => {
    const at = sent.length - `\r\n--${BOUNDARY}--\r\n`.length;
    for (let cut = at - 2; cut <= at + delimiterLength + 2; cut++) {
      const reply = await send(sent, [cut, sent.length]);
      expect(Buffer.from(reply.bytes, "base64").equals(file)).toBe(true);
    }
  });
});
