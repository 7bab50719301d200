/**
 * Which of the server's codings an Accept-Encoding header takes (`x-gzip` is gzip), from one reading of it: a coding
 * whose quality (or the wildcard's) is above zero and not below the one it gives the unencoded answer. Absent or
 * empty, neither: the answer goes unencoded.
 */
export function takenCodings(header: string | undefined): { gzip: boolean; br: boolean } {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1));
    if (token && Number.isFinite(value)) quality.set(token === 'x-gzip' ? 'gzip' : token, value);
  }
  const identity = quality.get('identity') ?? 0;
  const takes = (coding: 'gzip' | 'br') => {
    const codingQuality = quality.get(coding) ?? quality.get('*') ?? 0;
    return codingQuality > 0 && codingQuality >= identity;
  };
  return { gzip: takes('gzip'), br: takes('br') };
}

/** The coding the server's own compression uses for an Accept-Encoding header: brotli, else gzip, else none. */
export type Coding = 'br' | 'gzip' | 'identity';
export function preferredCoding(header: string | undefined): Coding {
  const taken = takenCodings(header);
  if (taken.br) return 'br';
  return taken.gzip ? 'gzip' : 'identity';
}

/** A Vary header's value with Accept-Encoding added, unless it names it already (or `*`). */
export function varyWithEncoding(vary: string | number | readonly string[] | undefined): string {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  const named = current.split(',').map((field) => field.trim().toLowerCase());
  if (named.includes('accept-encoding') || named.includes('*')) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
