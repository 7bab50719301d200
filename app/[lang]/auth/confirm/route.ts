import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/auth/next-path';
import { withNotice, type AuthNotice } from '@/lib/auth/notices';
import { verifyEmailLink, type EmailLinkType } from '@/lib/data/account';
import { pagePath } from '@/lib/i18n/pages';
import { routing } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

const TYPES: readonly EmailLinkType[] = ['email', 'signup', 'email_change'];

/**
 * The confirmation links of the auth e-mails land here (token hash flow, as @supabase/ssr documents): the token is
 * verified on the server, which sets the session cookies, and the traveller goes back to the page where they started
 * (`next`, this site only) with a notice in the fragment.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[lang]/auth/confirm'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return new NextResponse(null, { status: 404 });
  const query = request.nextUrl.searchParams;
  const tokenHash = query.get('token_hash');
  const type = TYPES.find((known) => known === query.get('type'));
  const next = safeNextPath(query.get('next'), [request.nextUrl.origin, new URL(site.url).origin], lang);
  const account = `/${lang}${pagePath(lang, 'account')}`;

  const go = (path: string, notice: AuthNotice) => {
    const response = NextResponse.redirect(new URL(withNotice(path, notice), request.nextUrl.origin), 303);
    response.headers.set('Cache-Control', 'private, no-store');
    // The address bar held a one-time token: keep it out of the next page's Referer.
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  };

  if (!tokenHash || !/^[A-Za-z0-9_-]{8,200}$/.test(tokenHash) || !type) return go(account, 'link-invalid');
  const outcome = await verifyEmailLink(type, tokenHash);
  if (outcome === 'invalid') return go(account, 'link-invalid');
  if (outcome === 'pending') return go(next, 'email-change-pending');
  return go(next, type === 'email_change' ? 'email-changed' : 'confirmed');
}
