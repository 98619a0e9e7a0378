// One autocannon run, in its own Node process so the load generator never shares
// the server's event loop. Input: a JSON object as the first argument; output: one
// JSON line with the figures (requests/s, latency percentiles in ms, failures).
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2]);
let n = 0;
const request = {
  method: spec.method ?? "GET",
  path: spec.path ?? "/",
  headers: spec.headers ?? {},
  body: spec.body,
};
// Behind a proxy (TRUST_PROXY=1) each request may come from its own address, so
// per-address rate limits measure the work, not the limiter (TEST-NET-3 range).
if (spec.distinctForwardedFor) {
  request.setupRequest = (req) => {
    n++;
    return { ...req, headers: { ...req.headers, "x-forwarded-for": `203.0.${(n >> 8) & 255}.${n & 255}` } };
  };
}

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  timeout: spec.timeout ?? 10,
  ...(spec.warmup ? { warmup: { connections: spec.connections, duration: spec.warmup } } : {}),
  requests: [request],
});

process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  }) + "\n",
);
