import { NextResponse, type NextRequest } from 'next/server';
import { routeRequest } from '@/lib/i18n/route-request';
import { isPreviewToken, PREVIEW_COOKIE } from '@/lib/preview/draft';
import { askRouteIndex } from './catalogue-index';
import { judgeRoute, matchLangRoute, needsIndex, notFoundPath, type PathVerdict } from './page-routes';
import { checkPagePost } from './post-request';

const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';
const PREVIEW_ROUTES = new Set<string>(['travel/[id]/[slug]', 'travel/[id]/[slug]/opengraph-image', 'blog/[id]']);

function refuse(status: number, message: string, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json({ error: message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * What to do with a page path. Null leaves it to the routing table: legacy and foreign paths, aliases it redirects,
 * and every odd form of a path it sends to /en.
 */
async function verdictFor(pathname: string, search: string, previewing: boolean): Promise<PathVerdict | null> {
  const decision = routeRequest(pathname, search, undefined);
  if (decision.kind === 'redirect') return null;
  const { lang } = decision;
  // An alias is judged as the page it is rewritten to (/es/cursos/3/nudos is /es/courses/3/nudos).
  const segments = decodeSegments(decision.kind === 'rewrite' ? decision.pathname : pathname);
  if (segments?.at(-1) === '') segments.pop();
  const match = segments ? matchLangRoute(segments.slice(1)) : null;
  if (!match) return { kind: 'not-found', path: notFoundPath(lang) };
  // An editor's preview opens unpublished trips and posts, which the index (published rows only) does not list.
  if (!needsIndex(match) || (previewing && PREVIEW_ROUTES.has(match.route))) return { kind: 'page' };
  const verdict = await askRouteIndex(
    (index) => judgeRoute(lang, match, index),
    (answer) => answer.kind === 'page',
  );
  return verdict ?? { kind: 'page' };
}

/**
 * The first thing the middleware does with a page request. It refuses what Next.js would answer with a 500 (other
 * methods, malformed or foreign server action calls, bodies over 1 MB), and it answers unknown paths and unknown ids
 * before anything renders: with the one prerendered not-found page of the language (a rewrite, so the address stays
 * and the status is 404), or with a permanent redirect for a trip's old slug. Every distinct unknown address thus
 * costs no rendering and adds nothing to the page cache. Null: go on.
 */
export async function guardRequest(request: NextRequest): Promise<NextResponse | null> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return new NextResponse(null, { status: 204, headers: { allow: PAGE_METHODS } });
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return refuse(405, `The ${method} method is not allowed on pages`, { allow: PAGE_METHODS });
  }
  if (method === 'POST') {
    const refusal = await checkPagePost(request, request.nextUrl.host);
    if (refusal) return refuse(refusal.status, refusal.message, refusal.status === 405 ? { allow: PAGE_METHODS } : {});
  }
  const previewing = isPreviewToken(request.cookies.get(PREVIEW_COOKIE)?.value);
  const verdict = await verdictFor(request.nextUrl.pathname, request.nextUrl.search, previewing);
  if (verdict?.kind === 'not-found') return NextResponse.rewrite(new URL(verdict.path, request.url));
  if (verdict?.kind === 'redirect') return NextResponse.redirect(new URL(verdict.path + request.nextUrl.search, request.url), 308);
  return null;
}
