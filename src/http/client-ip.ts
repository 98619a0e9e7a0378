import type { Context } from "hono";

interface BunServerEnv {
  requestIP?(req: Request): { address: string } | null;
}

/**
 * The caller's address. Behind a reverse proxy (TRUST_PROXY=1) the first
 * X-Forwarded-For hop; otherwise the socket's peer as Bun sees it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as BunServerEnv | undefined;
  return env?.requestIP?.(c.req.raw)?.address ?? "unknown";
}
