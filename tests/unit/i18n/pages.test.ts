import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pagePath, staticPages, templatesOf } from '@/lib/i18n/pages';
import { routing, type RouteTemplate } from '@/lib/i18n/routing';

const LANG_DIR = join(process.cwd(), 'app', '[lang]');
const ROUTE_FILES = ['page.tsx', 'route.ts', 'route.tsx'];

/** Every folder under app/[lang] that answers requests, written as the route table writes it. */
function routesOnDisk(dir = LANG_DIR): string[] {
  const here = `/${relative(LANG_DIR, dir).split('\\').join('/')}`;
  const found = ROUTE_FILES.some((file) => existsSync(join(dir, file))) ? [here] : [];
  // A metadata image file answers at its own name (opengraph-image.tsx -> .../opengraph-image).
  if (existsSync(join(dir, 'opengraph-image.tsx'))) found.push(`${here}/opengraph-image`);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('[...')) found.push(...routesOnDisk(join(dir, entry.name)));
  }
  return found;
}

describe('the route table (next-intl pathnames)', () => {
  it('lists exactly the folders of app/[lang] (add a new page to lib/i18n/routing.ts)', () => {
    expect(Object.keys(routing.pathnames).sort()).toEqual(routesOnDisk().sort());
  });

  it('names one address per language for every SPEC alias pair', () => {
    expect(pagePath('en', 'contact')).toBe('/contact');
    expect(pagePath('es', 'contact')).toBe('/contacto');
    expect(pagePath('es', 'terms-and-conditions')).toBe('/terminos-condiciones');
    expect(pagePath('es', 'account')).toBe('/mi-cuenta');
    expect(pagePath('es', 'blog')).toBe('/blog');
    expect(pagePath('en', '')).toBe('/');
  });

  it('has no address shared by two routes', () => {
    const templates = Object.keys(routing.pathnames) as RouteTemplate[];
    const addresses = templates.flatMap((template) => templatesOf(template));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('lists the fixed pages (no dynamic segment, not a file) for the sitemap', () => {
    expect(staticPages()).toEqual(expect.arrayContaining(['', 'contact', 'checkout/success', 'random-trip']));
    expect(staticPages().some((page) => page.includes('[') || page.includes('.'))).toBe(false);
  });
});
