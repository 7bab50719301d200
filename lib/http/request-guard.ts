import { NextResponse, type NextRequest } from 'next/server';
import { checkPagePost } from './post-request';

const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';
const FILE_METHODS = 'GET, HEAD, OPTIONS';

function refuse(status: number, message: string, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json({ error: message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * Whether every segment's percent escapes decode to text without a percent sign. A bad escape ("%ff") made Next.js
 * answer 500, and so did an escaped percent sign ("%25"), which Next decodes once more when it reads a route's params.
 * No address of the shop holds a percent sign.
 */
function decodes(pathname: string): boolean {
  try {
    return pathname.split('/').every((segment) => !decodeURIComponent(segment).includes('%'));
  } catch {
    return false;
  }
}

/**
 * A file rather than a page: a name with an extension (notes.pdf, sitemap.xml, robots.txt, share.png, calendar.ics)
 * or a generated image. Files are read-only: they take no server action.
 */
const isFile = (pathname: string) => /\.[a-z0-9]+$|\/opengraph-image(?:-\w+)?$/i.test(pathname);

/**
 * The first thing the middleware does with a request. Only GET and HEAD reach a cached response, so no other method
 * can create, replace or revalidate one (a POST to a cold file used to store Next's 405 for every later GET): pages
 * take POST only as a server action call (any page may hold one: the header's sign-in, favourites, the forms), checked
 * for what Next.js would answer with a 500 (malformed or foreign calls, bodies over 1 MB); files take no POST; every
 * other method (PUT, DELETE, PATCH, TRACE, TRACK, ...) is 405 with the methods the address takes. OPTIONS names them.
 * A path with a bad percent escape is a 400. Null: go on.
 */
export async function guardRequest(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) return refuse(400, 'The address holds a malformed percent escape');
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  const api = pathname === '/api' || pathname.startsWith('/api/');
  // Route handlers under /api answer their own methods; only the ones no server should echo are refused here.
  if (api) return method === 'TRACE' || method === 'TRACK' ? refuse(405, `The ${method} method is not allowed`) : null;
  const allow = isFile(pathname) ? FILE_METHODS : PAGE_METHODS;
  if (method === 'OPTIONS') return new NextResponse(null, { status: 204, headers: { allow } });
  if (method !== 'POST' || allow === FILE_METHODS) {
    return refuse(405, `The ${method} method is not allowed ${allow === FILE_METHODS ? 'on files' : 'on pages'}`, { allow });
  }
  // A form sent without scripts carries its action's id as a field; read from a copy, once the size is checked.
  const copy = request.headers.has('next-action') ? null : request.clone();
  const refusal = await checkPagePost(request, request.nextUrl.host);
  if (refusal) return refuse(refusal.status, refusal.message, refusal.status === 405 ? { allow } : {});
  if (copy && !(await namesAnAction(copy))) return refuse(405, 'Pages accept POST only as a server action call', { allow });
  return null;
}

/** Whether a form names a server action the way React's forms do without JavaScript ($ACTION_ID_..., $ACTION_REF_...). */
async function namesAnAction(request: Request): Promise<boolean> {
  try {
    return [...(await request.formData()).keys()].some((name) => name.startsWith('$ACTION_ID_') || name.startsWith('$ACTION_REF_'));
  } catch {
    return false;
  }
}
