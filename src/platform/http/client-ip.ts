import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/**
 * Which reverse proxies in front of us are trusted to append the caller's address
 * to X-Forwarded-For (TRUST_PROXY): a number of hops (`1`: one proxy, the usual
 * case; `0`: none) or the proxies' own addresses and networks (CIDRs).
 */
export type TrustedProxies = { hops: number } | { networks: string[] };

export const NO_PROXY: TrustedProxies = { hops: 0 };

interface BunServerEnv {
  requestIP?(req: Request): { address: string } | null;
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) -> "10.0.0.1". */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** "10.0.0.0/8", "fd00::/8", "203.0.113.7": a valid network or address, else false. */
export function isNetwork(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const blockLists = new WeakMap<string[], BlockList>();

function blockListOf(networks: string[]): BlockList {
  let list = blockLists.get(networks);
  if (!list) {
    list = new BlockList();
    for (const network of networks) {
      const [address = "", prefix] = network.split("/");
      const type = isIP(address) === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    blockLists.set(networks, list);
  }
  return list;
}

function isTrustedProxy(address: string, networks: string[]): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && blockListOf(networks).check(plain, family === 4 ? "ipv4" : "ipv6");
}

/** The socket's peer as Bun sees it. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as BunServerEnv | undefined;
  return env?.requestIP?.(c.req.raw)?.address;
}

/**
 * The caller's address, from the peer and the X-Forwarded-For it sent. Each proxy
 * appends the address it got the request from, so only the right-most hops are
 * true: with N trusted hops the client is the Nth address from the right (the
 * peer counting as the last one); with trusted networks, the right-most address
 * that is not one of them. Whatever a client writes itself is on the left, and
 * is never taken (it would buy a fresh rate-limit bucket per request).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string | undefined {
  const hops = forwardedFor
    ? forwardedFor
        .split(",")
        .map((hop) => hop.trim())
        .filter(Boolean)
    : [];
  if (peer === undefined) return undefined;
  const chain = [...hops, peer];
  if ("hops" in trusted) return plainAddress(chain[Math.max(0, chain.length - 1 - trusted.hops)]!);
  for (let i = chain.length - 1; i > 0; i--) {
    if (!isTrustedProxy(chain[i]!, trusted.networks)) return plainAddress(chain[i]!);
  }
  return plainAddress(chain[0]!);
}

/** True when the request came through a proxy we trust, so its X-Forwarded-* headers are its word, not the caller's. */
export function viaTrustedProxy(peer: string | undefined, trusted: TrustedProxies): boolean {
  if ("hops" in trusted) return trusted.hops > 0;
  return peer !== undefined && isTrustedProxy(peer, trusted.networks);
}

/** The caller's address for a Hono request ("unknown" when there is no socket, as in `app.request`). */
export function clientIp(c: Context, trusted: TrustedProxies): string {
  return clientAddress(peerAddress(c), c.req.header("x-forwarded-for"), trusted) ?? "unknown";
}
