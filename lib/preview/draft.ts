import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { safeLocalPath } from '@/lib/i18n/safe-path';

/**
 * Editors' previews (Next.js Draft Mode): on a deployment that is not production and has DRAFT_MODE_SECRET set,
 * `/api/draft?secret=...&path=...` turns preview on for that browser, and pages then show unpublished trips and
 * blog posts with a "Preview" ribbon. Production never shows them, whatever cookie a browser sends.
 */
export function previewsAllowed(env: Record<string, string | undefined> = process.env): boolean {
  const production = env.VERCEL_ENV === 'production' || env.DEPLOYMENT_ENV === 'production';
  return !production && Boolean(env.DRAFT_MODE_SECRET?.trim());
}

/** Compares in constant time (on digests, so the length of the secret does not leak either). */
export function secretMatches(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The page to preview: a path on this site under a language prefix; anything else is refused (null). */
export function previewPath(input: string | null): string | null {
  const path = safeLocalPath(input, '');
  return /^\/(en|es)(\/|$|\?|#)/.test(path) ? path : null;
}

/**
 * The shop's own preview cookie, set beside Next's Draft Mode cookie. Next's cookie cannot be checked before Next
 * itself reads it, so the request guard (which answers unknown ids before anything renders) checks this one instead:
 * an HMAC of the preview secret, which nobody without the secret can make. With it, an unpublished trip or post gets
 * to its page, which shows it only in Draft Mode.
 */
export const PREVIEW_COOKIE = 'shop_preview';

export function previewToken(secret: string): string {
  return createHmac('sha256', secret).update('shop preview v1').digest('base64url');
}

export function isPreviewToken(value: string | undefined, env: Record<string, string | undefined> = process.env): boolean {
  const secret = env.DRAFT_MODE_SECRET?.trim();
  if (!value || !secret || !previewsAllowed(env)) return false;
  return secretMatches(value, previewToken(secret));
}
