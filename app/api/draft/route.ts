import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { PREVIEW_COOKIE, previewPath, previewsAllowed, previewToken, secretMatches } from '@/lib/preview/draft';

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
const refuse = (status: number, error: string) => NextResponse.json({ error }, { status, headers });

/**
 * Turns preview (Draft Mode) on for this browser and opens the page: `GET /api/draft?secret=<DRAFT_MODE_SECRET>&path=/en/...`.
 * Only on deployments that allow previews, only with the secret, only for a path on this site.
 */
export async function GET(request: NextRequest) {
  const secret = process.env.DRAFT_MODE_SECRET?.trim();
  if (!previewsAllowed() || !secret) return refuse(404, 'Previews are not available on this deployment');
  const params = request.nextUrl.searchParams;
  if (!secretMatches(params.get('secret') ?? '', secret)) return refuse(401, 'Invalid preview secret');
  const path = previewPath(params.get('path'));
  if (!path) return refuse(400, 'path must be a page of this site under /en or /es, such as /en/travel/12/my-trip');
  (await draftMode()).enable();
  const response = NextResponse.redirect(new URL(path, request.nextUrl.origin), { status: 307, headers });
  // A session cookie, like Next's own: previews end with the browser.
  response.cookies.set(PREVIEW_COOKIE, previewToken(secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
  });
  return response;
}
