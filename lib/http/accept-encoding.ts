/**
 * Whether an Accept-Encoding header takes gzip: its quality (or the wildcard's) is above zero and not below the one
 * it gives the unencoded answer. Absent or empty, the answer goes unencoded.
 */
export function acceptsGzip(header: string | undefined): boolean {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1));
    if (token && Number.isFinite(value)) quality.set(token === 'x-gzip' ? 'gzip' : token, value);
  }
  const gzipQuality = quality.get('gzip') ?? quality.get('*') ?? 0;
  return gzipQuality > 0 && gzipQuality >= (quality.get('identity') ?? 0);
}
