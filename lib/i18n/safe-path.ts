const BASE = 'http://same-origin.invalid';

/**
 * Accepts only a path on this site ("/en/trips?x=1#y"); anything that a browser could read as another origin
 * (protocol-relative "//", backslashes, control characters, encoded variants of those, absolute URLs) gives `fallback`.
 */
export function safeLocalPath(input: string | null | undefined, fallback = '/en'): string {
  if (!input) return fallback;
  let decoded = input;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return fallback;
   
  if (/[\\\u0000-\u001f\u007f]/.test(decoded.split(/[?#]/)[0] ?? '')) return fallback;
  if (/^\/+[\\/]/.test(decoded) || decoded.includes('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
