import { aliasedPageOf, aliasedPages, pagePath, staticPages } from '@/lib/i18n/pages';

describe('page aliases', () => {
  it('names one canonical slug per language for every SPEC alias pair', () => {
    expect(pagePath('en', 'contact')).toBe('/contact');
    expect(pagePath('es', 'contact')).toBe('/contacto');
    expect(pagePath('es', 'terms-and-conditions')).toBe('/terminos-condiciones');
    expect(pagePath('es', 'blog')).toBe('/blog');
    expect(pagePath('en', '')).toBe('/');
    expect(aliasedPageOf('activity')).toBe('activities');
    expect(aliasedPageOf('country')).toBe('destinations');
    expect(aliasedPageOf('lugares')).toBe('places');
    expect(aliasedPageOf('blog')).toBeUndefined();
  });

  it('has no slug shared by two pages', () => {
    const slugs = Object.values(aliasedPages).flatMap((p) => [p.en, p.es, ...p.aliases]);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(staticPages()).toHaveLength(6 + Object.keys(aliasedPages).length);
  });
});
