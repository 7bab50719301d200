import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteIndex } from '@/lib/data/route-index';
import { judgeRoute, LANG_ROUTES, matchLangRoute, notFoundPath, tripNotFoundPath } from '@/lib/http/page-routes';

const LANG_DIR = join(process.cwd(), 'app', '[lang]');
const ROUTE_FILES = ['page.tsx', 'route.ts', 'route.tsx'];

/** Every folder under app/[lang] that answers requests, written as LANG_ROUTES writes it. */
function routesOnDisk(dir = LANG_DIR): string[] {
  const here = relative(LANG_DIR, dir).split('\\').join('/');
  const found = ROUTE_FILES.some((file) => existsSync(join(dir, file))) ? [here] : [];
  // A metadata image file answers at its own name (opengraph-image.tsx -> .../opengraph-image).
  if (existsSync(join(dir, 'opengraph-image.tsx'))) found.push(`${here}/opengraph-image`);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('[...')) found.push(...routesOnDisk(join(dir, entry.name)));
  }
  return found;
}

const index: RouteIndex = {
  trips: new Map([
    [1, { slugs: { en: 'annapurna', es: 'annapurna-es' }, langs: new Set(['en', 'es'] as const), reviews: 9 }],
    [2, { slugs: { en: 'only-english' }, langs: new Set(['en'] as const), reviews: 0 }],
  ]),
  countries: { en: new Set([1]), es: new Set([1]) },
  activities: { en: new Set([15]), es: new Set() },
  posts: { en: new Set([3]), es: new Set([3]) },
  courses: new Map([[13, { en: 'knots', es: 'nudos' }]]),
};

const judge = (lang: 'en' | 'es', path: string) => {
  const match = matchLangRoute(path === '' ? [] : path.split('/'));
  if (!match) throw new Error(`${path} matched no route`);
  return judgeRoute(lang, match, index);
};

describe('the page routes the request guard knows', () => {
  it('are exactly the folders of app/[lang] (add a new page to LANG_ROUTES)', () => {
    expect([...LANG_ROUTES].sort()).toEqual(routesOnDisk().sort());
  });

  it('match pages, aliases in either language and dynamic segments, and nothing else', () => {
    expect(matchLangRoute([])?.route).toBe('');
    expect(matchLangRoute(['contacto'])?.route).toBe('contact');
    expect(matchLangRoute(['activity'])?.route).toBe('activities');
    expect(matchLangRoute(['checkout', 'success'])?.route).toBe('checkout/success');
    expect(matchLangRoute(['travel', '1', 'x', 'book'])).toEqual({ route: 'travel/[id]/[slug]/book', params: { id: '1', slug: 'x' } });
    for (const unknown of [['nope'], ['travel', '1'], ['travel', '1', 'x', 'y'], ['checkout', 'nope'], ['country', ''], ['blog', '1', 'x']]) {
      expect(matchLangRoute(unknown)).toBeNull();
    }
  });

  it('send unknown or malformed ids to the fixed not-found page, unknown trips to the trip one', () => {
    expect(judge('en', 'country/1')).toEqual({ kind: 'page' });
    expect(judge('en', 'country/2')).toEqual({ kind: 'not-found', path: notFoundPath('en') });
    expect(judge('es', 'activity/15')).toEqual({ kind: 'not-found', path: notFoundPath('es') });
    expect(judge('en', 'blog/03')).toEqual({ kind: 'not-found', path: notFoundPath('en') });
    expect(judge('en', 'blog/1234567890')).toEqual({ kind: 'not-found', path: notFoundPath('en') });
    expect(judge('en', 'travel/9/x')).toEqual({ kind: 'not-found', path: tripNotFoundPath('en') });
    expect(judge('es', 'travel/2/only-english')).toEqual({ kind: 'not-found', path: tripNotFoundPath('es') });
    expect(judge('en', 'contact')).toEqual({ kind: 'page' });
  });

  it('serve a trip under either language slug and move an unknown slug to the language own address', () => {
    expect(judge('es', 'travel/1/annapurna')).toEqual({ kind: 'page' });
    expect(judge('en', 'travel/1/annapurna/notes.pdf')).toEqual({ kind: 'page' });
    expect(judge('es', 'travel/1/old-slug/book')).toEqual({ kind: 'redirect', path: '/es/travel/1/annapurna-es/book' });
    expect(judge('en', 'travel/1/x/opengraph-image')).toEqual({ kind: 'redirect', path: '/en/travel/1/annapurna/opengraph-image' });
  });

  it('serve a course under its language slug, move another slug there, and send unknown courses and lessons away', () => {
    expect(judge('en', 'courses/13/knots')).toEqual({ kind: 'page' });
    expect(judge('es', 'courses/13/nudos/lessons/40')).toEqual({ kind: 'page' });
    expect(judge('es', 'courses/13/knots')).toEqual({ kind: 'redirect', path: '/es/cursos/13/nudos' });
    expect(judge('en', 'courses/13/old/lessons/40')).toEqual({ kind: 'redirect', path: '/en/courses/13/knots/lessons/40' });
    expect(judge('en', 'courses/13/x/certificate.pdf')).toEqual({ kind: 'redirect', path: '/en/courses/13/knots/certificate.pdf' });
    expect(judge('en', 'courses/14/knots')).toEqual({ kind: 'not-found', path: notFoundPath('en') });
    expect(judge('en', 'courses/13/knots/lessons/0x1')).toEqual({ kind: 'not-found', path: notFoundPath('en') });
  });
});
