import { afterAll, describe, expect, test } from "bun:test";
import { BOOT_TIMEOUT, createTestApp } from "../../../tests/harness.ts";
import { createMetrics } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
afterAll(() => t.close());

const scrape = (authorization?: string) => t.app.request("/metrics", { headers: authorization ? { authorization } : {} });

describe("/metrics", () => {
  test(
    "off unless METRICS_TOKEN is set: a 404",
    async () => {
      const off = await createTestApp();
      try {
        expect((await off.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      } finally {
        await off.close();
      }
    },
    BOOT_TIMEOUT,
  );

  test("on: without the token, or with another, a 401 envelope; with it, the Prometheus text", async () => {
    for (const header of [undefined, "Bearer nope", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { status: boolean }).status).toBe(false);
    }
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds",
      "login_failures_total",
      "mail_outbox_depth",
      "mail_outbox_oldest_age_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    // The pool's gauges exist where there is a pool (PostgreSQL; CI runs this suite on both).
    const pooled = t.runtime.database.driver === "postgres";
    for (const pool of ["db_pool", "db_search_pool"]) {
      expect(text.includes(`# TYPE ${pool}_queries_in_use gauge`) && text.includes(`# TYPE ${pool}_queries_waiting gauge`)).toBe(pooled);
    }
  });

  test("requests count under their route's pattern, never the raw path; login refusals count as failures", async () => {
    const id = Bun.randomUUIDv7();
    await t.request("GET", `/api/artist/artist-detail/${id}?secret=1`);
    await t.request("GET", `/api/artist/artist-detail/${id}`);
    const before = Number(/^login_failures_total (\d+)$/m.exec(await (await scrape(`Bearer ${TOKEN}`)).text())![1]);
    await t.request("POST", "/api/auth/login", { body: { email: "nobody@example.com", password: "wrong-password-1" } });
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/artist/artist-detail/:artistId",status="404"} 2');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/artist\/artist-detail\/:artistId"\} 2/);
    expect(text).not.toContain(id);
    expect(text).not.toContain("secret");
    expect(text).toContain(`login_failures_total ${before + 1}`);
  });
});

describe("the exposition", () => {
  test("buckets are cumulative, labels escaped, gauges read at each scrape", async () => {
    const metrics = createMetrics();
    metrics.observe("GET", '/a"b\\c', 200, 0.02);
    metrics.observe("GET", '/a"b\\c', 200, 3);
    let sockets = 1;
    metrics.addGauge({ name: "chat_sockets_open", help: "Open sockets.", read: () => sockets });
    const first = await metrics.render();
    expect(first).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b\\\\c",le="0.01"} 0');
    expect(first).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b\\\\c",le="0.025"} 1');
    expect(first).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b\\\\c",le="5"} 2');
    expect(first).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b\\\\c",le="+Inf"} 2');
    expect(first).toContain("chat_sockets_open 1");
    sockets = 7;
    expect(await metrics.render()).toContain("chat_sockets_open 7");
  });
});
