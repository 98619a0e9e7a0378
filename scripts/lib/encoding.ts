/**
 * Repeats a request until its reply comes in `coding`: a cached body is brotli
 * compressed in the background, after the first replies went out in gzip.
 */
export async function eventuallyEncoded(request: () => Response | Promise<Response>, coding: string, timeoutMs = 10_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request();
    if (res.headers.get("content-encoding") === coding) return res;
    if (Date.now() > deadline) throw new Error(`still ${res.headers.get("content-encoding")} after ${timeoutMs} ms, not ${coding}`);
    await Bun.sleep(10);
  }
}
