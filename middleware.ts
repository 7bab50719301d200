import { NextResponse, type NextRequest } from 'next/server';
import { cacheControl, isPersonalPage } from '@/lib/http/cache-policy';
import { noncePolicy, policyOriginsFromEnv } from '@/lib/http/security-headers';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';
import { guardRequest } from '@/lib/http/request-guard';
import { routeRequest } from '@/lib/i18n/route-request';
import { updateSession } from '@/lib/supabase/middleware';

/** The header next-intl's server functions read the request's locale from. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const isPreview = process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview';
const policyOrigins = policyOriginsFromEnv();

function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Runs on every page request, so it does only what the request needs: the routing table decides first (root, legacy
 * paths, aliases, anything foreign -> /en, every redirect on the request's own origin); a page that needs no redirect
 * goes straight on with its locale, no negotiation and no cookie written. The Supabase session refresh runs only for a
 * request that carries an auth cookie, on the very response returned so refreshed cookies are kept.
 */
export default async function middleware(request: NextRequest) {
  // Bad methods, malformed posts and unknown paths or ids are answered before any routing or rendering.
  const guarded = await guardRequest(request);
  if (guarded) return guarded;
  const { pathname, search } = request.nextUrl;
  const decision = routeRequest(pathname, search, request.cookies.get(LANGUAGE_STORAGE_KEY)?.value);
  if (decision.kind === 'redirect') {
    const redirect = NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status);
    // A legacy path's target follows the visitor's stored language: no shared cache may answer it for someone else.
    redirect.headers.set('Cache-Control', decision.personal ? cacheControl.personal : cacheControl.redirect);
    return redirect;
  }
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, decision.lang);
  // A personal page is rendered for this request alone: Next puts the nonce it reads from the request's policy on
  // its inline scripts, and the response carries the same policy.
  const policy = isPersonalPage(pathname) ? noncePolicy(policyOrigins, freshNonce()) : null;
  if (policy) headers.set('Content-Security-Policy', policy);
  const response =
    decision.kind === 'rewrite'
      ? NextResponse.rewrite(new URL(decision.pathname + search, request.nextUrl.origin), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  if (policy) response.headers.set('Content-Security-Policy', policy);
  if (isPreview) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const refreshed = await updateSession(request, response);
  // Refreshed auth cookies belong to one visitor: such a response is never stored by a shared cache.
  if (refreshed.cookies.getAll().length > 0) refreshed.headers.set('Cache-Control', cacheControl.personal);
  return refreshed;
}

export const config = {
  // Node.js rather than the edge sandbox: cheaper per request under next start.
  runtime: 'nodejs',
  matcher: ['/((?!_next|api|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|avif|ico|css|js|txt|xml|map|html|webmanifest)$).*)'],
};
