import type { IncomingMessage, ServerResponse } from 'node:http';

// The headers supabase-js and @supabase/ssr send from a browser.
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'if-none-match',
].join(', ');

const EXPOSED_HEADERS = ['content-range', 'content-location', 'x-supabase-api-version', 'etag', 'location', 'preference-applied'].join(', ');

/** The development pages under /_local: no CORS, so no other web page a developer visits can read them. */
export const LOCAL_PAGES = '/_local';

export function isLocalPage(path: string): boolean {
  return path === LOCAL_PAGES || path.startsWith(`${LOCAL_PAGES}/`);
}

/** The Supabase APIs answer any origin, as a hosted project does (the API keys and RLS protect them). */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('access-control-allow-origin', origin ?? '*');
  if (origin) res.setHeader('vary', 'Origin');
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
}

/** Answers a CORS preflight; returns true when it did. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS,
    'access-control-allow-credentials': 'true',
    'access-control-max-age': '86400',
  });
  res.end();
  return true;
}

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * The /_local pages show confirmation and recovery links, so they answer only a request from this machine that
 * names this machine: the Host check stops a web page that rebinds its own domain to 127.0.0.1 from reading them.
 */
export function isLoopbackRequest(req: IncomingMessage): boolean {
  return LOOPBACK_PEER.test(req.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(req.headers.host ?? '');
}
