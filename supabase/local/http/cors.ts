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
