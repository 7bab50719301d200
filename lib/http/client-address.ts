import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The visitor's address, for rate limits. Any header a client sends can be forged, so a forwarding header counts only
 * when the operator names it (CLIENT_IP_HEADER: `x-real-ip` behind the shipped nginx, which sets it from the
 * connection) or when the platform sets it itself (Vercel's `x-vercel-forwarded-for`, with VERCEL set). Otherwise the
 * key is the TCP peer's address, which Next gives no documented way to read in server code: the shop's server
 * (scripts/serve.ts, Next's documented custom server) writes it into SOCKET_ADDRESS_HEADER, replacing whatever the
 * client sent there. Without any of these (`next start`, `next dev`) see untrusted() below: never a forgeable header.
 */
export const SOCKET_ADDRESS_HEADER = 'x-shop-socket-address';
const STAMPED = 'SHOP_SOCKET_ADDRESS_STAMPED';

type Env = Record<string, string | undefined>;

function entries(value: string | null): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
}

let warned = false;

/**
 * No trusted address (`next start` or `next dev` without CLIENT_IP_HEADER): Next keeps a client's own X-Forwarded-For,
 * so nothing a request says can tell visitors apart. They share one conservative bucket, which only the machine itself
 * can reach while Next listens on loopback (its default); exposed to others, the shop needs CLIENT_IP_HEADER, and
 * says so once in production.
 */
function untrusted(env: Env): string {
  if (!warned && env.NODE_ENV === 'production') {
    warned = true;
    console.warn('[client-address] no trusted client address: set CLIENT_IP_HEADER to the header your proxy sets (x-real-ip behind the shipped nginx); until then every visitor shares one rate-limit bucket');
  }
  return 'direct';
}

export function clientAddressFrom(requestHeaders: Headers, env: Env = process.env): string {
  const configured = env.CLIENT_IP_HEADER?.trim().toLowerCase();
  // The proxy the operator names appends (or sets) the address it saw last: the entries before it are the client's.
  const fromProxy = configured ? entries(requestHeaders.get(configured)).at(-1) : undefined;
  if (fromProxy) return fromProxy;
  // Vercel replaces any client-sent forwarding header with the address it saw.
  const fromPlatform = !configured && env.VERCEL ? entries(requestHeaders.get('x-vercel-forwarded-for') ?? requestHeaders.get('x-real-ip'))[0] : undefined;
  if (fromPlatform) return fromPlatform;
  // A request that reached the server directly (not through the named proxy): its own connection.
  const socket = env[STAMPED] === '1' ? requestHeaders.get(SOCKET_ADDRESS_HEADER)?.trim() : undefined;
  if (socket) return socket;
  return untrusted(env);
}

/**
 * For the shop's own server, before Next sees a request: the connection's address in SOCKET_ADDRESS_HEADER (a client's
 * value there is replaced). Calling it once tells clientAddressFrom that the header can be trusted in this process.
 */
export function socketAddressStamp(env: Env = process.env): (request: IncomingMessage) => void {
  env[STAMPED] = '1';
  return (request) => {
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unidentified';
  };
}

/** A stable, non-reversible key for the visitor's address (addresses are personal data; the key is not). */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`client:${address}`).digest('base64url').slice(0, 22);
}
