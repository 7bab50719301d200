import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { PREVIEW_COOKIE, previewPath } from '@/lib/preview/draft';

/** Leaves preview and goes back to the page (or the English home page): `GET /api/draft/exit?path=/en/...`. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const path = previewPath(request.nextUrl.searchParams.get('path')) ?? '/en';
  const response = NextResponse.redirect(new URL(path, request.nextUrl.origin), {
    status: 307,
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' },
  });
  response.cookies.delete(PREVIEW_COOKIE);
  return response;
}
