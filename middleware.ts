import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_STORAGE_KEY, storedLanguageValue } from '@/lib/i18n/language';
import { routeRequest } from '@/lib/i18n/route-request';
import { routing } from '@/lib/i18n/routing';
import { updateSession } from '@/lib/supabase/middleware';

const intl = createIntlMiddleware(routing);

/**
 * Our routing rules first (root, legacy paths, aliases, anything foreign -> /en), every redirect built on the
 * request's own origin; then next-intl for the locale; then the Supabase session refresh on the very response
 * returned, so refreshed auth cookies are kept.
 */
export default async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = routeRequest(pathname, search, request.cookies.get(LANGUAGE_STORAGE_KEY)?.value);
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status);
  }
  let response: NextResponse;
  if (decision.kind === 'rewrite') {
    response = NextResponse.rewrite(new URL(decision.pathname + search, request.nextUrl.origin));
  } else {
    response = intl(request);
  }
  // SPEC 2: the prefix sets the interface language, so the stored preference follows it.
  const stored = storedLanguageValue(decision.lang);
  if (request.cookies.get(LANGUAGE_STORAGE_KEY)?.value !== stored) {
    response.cookies.set(LANGUAGE_STORAGE_KEY, stored, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  }
  if (process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview') {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return updateSession(request, response);
}

export const config = {
  matcher: ['/((?!_next|api|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|txt|xml|map)$).*)'],
};
