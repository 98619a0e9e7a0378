import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { notFound, unauthenticated } from "../errors.ts";
import type { AppEnv } from "./types.ts";

/** Request durations are counted into these buckets (seconds), Prometheus's usual spread for web requests. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A value read at scrape time (open sockets, the pool, the outbox). */
export interface Gauge {
  name: string;
  help: string;
  read(): number | Promise<number>;
}

interface RouteSeries {
  method: string;
  route: string;
  /** Requests by status. */
  byStatus: Map<number, number>;
  /** Cumulative counts per bucket, then the sum and count of durations. */
  buckets: number[];
  sum: number;
  count: number;
}

export interface Metrics {
  /** One request answered: `route` is the router's pattern (`/api/job/detail/:jobId`), never the raw path. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** A gauge read at each scrape; its name is a Prometheus metric name. */
  addGauge(gauge: Gauge): void;
  /** The Prometheus text exposition (version 0.0.4). */
  render(): Promise<string>;
}

/** The login route: its refusals (401 wrong password, 403 disabled) are the login failures. */
const LOGIN_ROUTE = "/api/auth/login";

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
const labels = (pairs: Record<string, string | number>) =>
  `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${escapeLabel(String(v))}"`)
    .join(",")}}`;

/**
 * This process's metrics: request rate and latency by route,
 * login failures, and the gauges the server adds (open sockets, database pool,
 * outbox). In memory, per instance: Prometheus scrapes each instance and sums.
 */
export function createMetrics(): Metrics {
  const series = new Map<string, RouteSeries>();
  const gauges: Gauge[] = [];
  let loginFailures = 0;

  return {
    observe(method, route, status, seconds) {
      const key = `${method} ${route}`;
      let s = series.get(key);
      if (!s) {
        s = { method, route, byStatus: new Map(), buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
        series.set(key, s);
      }
      s.byStatus.set(status, (s.byStatus.get(status) ?? 0) + 1);
      for (const [i, bound] of DURATION_BUCKETS.entries()) if (seconds <= bound) s.buckets[i]!++;
      s.sum += seconds;
      s.count++;
      if (route === LOGIN_ROUTE && method === "POST" && (status === 401 || status === 403)) loginFailures++;
    },
    addGauge(gauge) {
      gauges.push(gauge);
    },
    async render() {
      const lines: string[] = [];
      lines.push("# HELP http_requests_total Requests answered, by method, route pattern and status.", "# TYPE http_requests_total counter");
      for (const s of series.values()) {
        for (const [status, n] of s.byStatus) lines.push(`http_requests_total${labels({ method: s.method, route: s.route, status })} ${n}`);
      }
      lines.push("# HELP http_request_duration_seconds Time to answer, by method and route pattern.", "# TYPE http_request_duration_seconds histogram");
      for (const s of series.values()) {
        const base = { method: s.method, route: s.route };
        for (const [i, bound] of DURATION_BUCKETS.entries())
          lines.push(`http_request_duration_seconds_bucket${labels({ ...base, le: bound })} ${s.buckets[i]}`);
        lines.push(`http_request_duration_seconds_bucket${labels({ ...base, le: "+Inf" })} ${s.count}`);
        lines.push(`http_request_duration_seconds_sum${labels(base)} ${s.sum}`);
        lines.push(`http_request_duration_seconds_count${labels(base)} ${s.count}`);
      }
      lines.push("# HELP login_failures_total Sign-ins refused (wrong password, disabled account).", "# TYPE login_failures_total counter");
      lines.push(`login_failures_total ${loginFailures}`);
      const values = await Promise.all(gauges.map(async (g) => ({ g, value: await g.read() })));
      for (const { g, value } of values) lines.push(`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} gauge`, `${g.name} ${value}`);
      return `${lines.join("\n")}\n`;
    },
  };
}

/**
 * Times every request and counts it under the pattern of the last route it matched
 * (`/api/job/detail/:jobId`; a path no handler serves counts under a wildcard such as
 * `/*`): only patterns written in the code become labels, so no request can grow the table.
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observe(c.req.method, routePath(c, -1), c.res.status, (performance.now() - started) / 1000);
  };
}

/**
 * `GET /metrics`: a 404 unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>` (401 otherwise, compared in constant time).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = token ? Buffer.from(token) : undefined;
  return async (c) => {
    if (!expected) throw notFound("api.notFound");
    const given = Buffer.from(/^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated("api.metrics.tokenRequired");
    return c.body(await metrics.render(), 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" });
  };
}
