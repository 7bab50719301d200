import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isPersonalPath } from '@/lib/auth/personal-paths';
import { cacheControl } from '@/lib/http/cache-policy';
import { guardRequest } from '@/lib/http/request-guard';
import { noncePolicy, policyOriginsFromEnv } from '@/lib/http/security-headers';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';
import { routeRequest } from '@/lib/i18n/route-request';
import { routing } from '@/lib/i18n/routing';
import { updateSession } from '@/lib/supabase/middleware';

/** The header next-intl's server functions read the request's locale from. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const isPreview = process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview';
const policyOrigins = policyOriginsFromEnv();
const intl = createIntlMiddleware(routing);

function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function redirect(location: string, status: 307 | 308, request: NextRequest, personal = false): NextResponse {
  const response = NextResponse.redirect(new URL(location, request.nextUrl.origin), status);
  // A legacy path's target follows the visitor's stored language: no shared cache may answer it for someone else.
  response.headers.set('Cache-Control', personal ? cacheControl.personal : cacheControl.redirect);
  return response;
}

/**
 * Runs on every page request, so it does only what the request needs. Methods first (lib/http/request-guard.ts), then
 * the route table (lib/i18n/routing.ts) decides: root, legacy paths and anything foreign are redirected here; an
 * address no route answers is the language's fixed not-found page; every other address goes to next-intl's middleware,
 * which serves it from its route folder or moves it to the language's own address. Every redirect stays on the
 * request's own origin; no locale is negotiated and no cookie written. The Supabase session refresh runs only for a
 * personal page whose request carries an auth cookie, on the very response returned so refreshed cookies are kept.
 */
export default async function middleware(request: NextRequest) {
  const guarded = await guardRequest(request);
  if (guarded) return guarded;
  const { pathname, search } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    return NextResponse.next();
  }
  const decision = routeRequest(pathname, search, request.cookies.get(LANGUAGE_STORAGE_KEY)?.value);
  if (decision.kind === 'redirect') return redirect(decision.location, decision.status, request, decision.personal);

  // A personal page is rendered for this request alone: Next puts the nonce it reads from the request's policy on
  // its inline scripts, and the response carries the same policy.
  const policy = isPersonalPath(pathname) ? noncePolicy(policyOrigins, freshNonce()) : null;
  const headers = new Headers(request.headers);
  if (policy) headers.set('Content-Security-Policy', policy);
  let response: NextResponse;
  if (decision.kind === 'not-found') {
    // One prerendered page per language: the address stays, the status is 404, nothing is rendered or stored.
    headers.set(LOCALE_HEADER, decision.lang);
    response = NextResponse.rewrite(new URL(`/${decision.lang}/404`, request.nextUrl.origin), { request: { headers } });
  } else {
    response = intl(new NextRequest(request.url, { headers, method: request.method }));
    const location = response.headers.get('location');
    // An address of the other language (or the route folder's own name) moves for good to this language's address.
    if (location) return redirect(location, 308, request);
  }
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
  // Pages, their files (notes.pdf, opengraph-image, share.png), the sitemap, robots.txt and /api (for the method and
  // escape rules only); not Next's own assets nor the static files of public/.
  matcher: [
    '/sitemap.xml',
    '/robots.txt',
    '/:lang(en|es)/share.png',
    '/((?!_next/|favicon.ico|.*\\.(?:png|jpg|jpeg|svg|webp|avif|ico|css|js|txt|xml|map|html|webmanifest)$).*)',
  ],
};
