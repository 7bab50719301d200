import type { AuthSettings } from './settings';

/**
 * GoTrue's glob for additional_redirect_urls: `**` matches anything, `*` and `?` stop at the separators `.` and
 * `/`, so `http://localhost:3000/**` allows every path of that origin and nothing else.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (c === '*') source += '[^./]*';
    else if (c === '?') source += '[^./]';
    else source += c.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Where an e-mail link may send the visitor back: anywhere on the site URL's origin, or a URL matching one of the
 * configured additional redirect URLs; anything else falls back to the site URL, as GoTrue does.
 */
export function allowedRedirect(requested: string | null | undefined, settings: Pick<AuthSettings, 'siteUrl' | 'additionalRedirectUrls'>): string {
  if (!requested) return settings.siteUrl;
  const url = parse(requested);
  const site = parse(settings.siteUrl);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return settings.siteUrl;
  if (site && url.origin === site.origin) return url.href;
  if (settings.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(url.href))) return url.href;
  return settings.siteUrl;
}
