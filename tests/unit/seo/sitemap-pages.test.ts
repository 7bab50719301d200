import { personalTemplates } from '@/lib/auth/personal-paths';
import { sitemapPages } from '@/lib/seo/sitemap-pages';

describe('the sitemap’s fixed pages', () => {
  it('lists no personal page (an account, a checkout, an e-mail link’s review or waitlist page)', () => {
    const personal = new Set<string>(personalTemplates.map((template) => template.slice(1)));
    expect(sitemapPages.filter((page) => personal.has(page))).toEqual([]);
    expect(sitemapPages).toContain('contact');
  });
});
