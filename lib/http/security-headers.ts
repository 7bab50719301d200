import { scriptPolicy } from './script-policy.mjs';

export interface PolicyOrigins {
  /** The Supabase project (REST, auth, functions, storage images). */
  supabaseUrl?: string;
  /** The third-party review widget's script, when one is configured. */
  reviewWidgetScriptUrl?: string;
  /** The public site URL: an https site also upgrades stray http requests. */
  siteUrl?: string;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const join = (...sources: (string | null)[]) => sources.filter((s): s is string => Boolean(s)).join(' ');

/**
 * The Content-Security-Policy of every response, except its script-src: that one depends on the page's own inline
 * scripts (a statically rendered page: their SHA-256 hashes, added where the page is cached; a page rendered per
 * request: a fresh nonce from the middleware). Nothing here needs `default-src`, whose fallback would also govern scripts.
 */
export function basePolicy(origins: PolicyOrigins): string {
  const supabase = originOf(origins.supabaseUrl);
  const realtime = supabase ? supabase.replace(/^http/, 'ws') : null;
  const widget = originOf(origins.reviewWidgetScriptUrl);
  const directives = [
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `connect-src ${join("'self'", supabase, realtime, widget)}`,
    `img-src ${join("'self'", 'data:', 'blob:', supabase, widget)}`,
    // React and next/image write style attributes; styles cannot run code, so inline styles stay allowed.
    `style-src ${join("'self'", "'unsafe-inline'", widget)}`,
    "font-src 'self'",
    // Lesson videos and captions come from Storage (a local backend is plain http).
    `media-src ${join("'self'", 'https:', supabase)}`,
    `frame-src ${join('https://www.youtube-nocookie.com', 'https://player.vimeo.com', widget)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
  ];
  if (origins.siteUrl?.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The whole policy of a page rendered per request: the base plus its nonce. */
export function noncePolicy(origins: PolicyOrigins, nonce: string): string {
  return `${basePolicy(origins)}; ${scriptPolicy([`'nonce-${nonce}'`], origins.reviewWidgetScriptUrl)}`;
}

/** Headers every response carries. */
export function securityHeaders(origins: PolicyOrigins): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: basePolicy(origins) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

export function policyOriginsFromEnv(env: Record<string, string | undefined> = process.env): PolicyOrigins {
  return {
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
    reviewWidgetScriptUrl: env.NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
  };
}
