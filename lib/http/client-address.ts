import { createHash } from 'node:crypto';

/**
 * The visitor's address as the hosting platform reports it, for rate limits. Only a header that the platform (or the
 * proxy in front of the shop) sets itself can be trusted: a client can send any X-Forwarded-For, and `next start`
 * keeps a client's own X-Forwarded-For instead of adding the socket's address. So the header is configurable
 * (CLIENT_IP_HEADER): Vercel's `x-vercel-forwarded-for` on Vercel, `x-real-ip` otherwise (the shipped nginx
 * configuration sets it from the connection).
 */
export function clientAddressFrom(requestHeaders: Headers, env: Record<string, string | undefined> = process.env): string {
  const configured = env.CLIENT_IP_HEADER?.trim().toLowerCase();
  const header = configured || (env.VERCEL ? 'x-vercel-forwarded-for' : 'x-real-ip');
  const value = requestHeaders.get(header)?.split(',')[0]?.trim();
  if (value) return value;
  // Without a proxy (a developer's `next start`) the only hint left is the last X-Forwarded-For hop.
  return requestHeaders.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

/** A stable, non-reversible key for the visitor's address (addresses are personal data; the key is not). */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`client:${address}`).digest('base64url').slice(0, 22);
}
