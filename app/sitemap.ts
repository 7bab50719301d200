import type { MetadataRoute } from 'next';
import { getActivities, getCountries } from '@/lib/data/catalogue';
import { getBlogPosts } from '@/lib/data/content';
import { getTripCards } from '@/lib/data/trips';
import { routing } from '@/lib/i18n/routing';
import { absoluteUrl, pathsOf, type PathPerLanguage } from '@/lib/seo/metadata';
import { sitemapPages } from '@/lib/seo/sitemap-pages';

export const revalidate = 600;

const entry = (paths: PathPerLanguage): MetadataRoute.Sitemap =>
  routing.locales.map((lang) => ({
    url: absoluteUrl(lang, paths[lang]),
    alternates: { languages: { en: absoluteUrl('en', paths.en), es: absoluteUrl('es', paths.es), 'x-default': absoluteUrl('en', paths.en) } },
  }));

/** Both languages of every indexable page: fixed pages, activities, countries, trips and blog posts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [activities, countries, tripsEn, tripsEs, posts] = await Promise.all([
    getActivities('en'),
    getCountries('en'),
    getTripCards('en', { limit: 1000 }),
    getTripCards('es', { limit: 1000 }),
    getBlogPosts('en'),
  ]);
  const esSlug = new Map(tripsEs.map((t) => [t.id, t.slug]));
  const same = (path: string): PathPerLanguage => ({ en: path, es: path });
  return [
    ...sitemapPages.flatMap((page) => entry(pathsOf(page))),
    ...activities.flatMap((a) => entry(same(`/activity/${a.id}`))),
    ...countries.flatMap((c) => entry(same(`/country/${c.id}`))),
    ...tripsEn.flatMap((t) => entry({ en: `/travel/${t.id}/${t.slug}`, es: `/travel/${t.id}/${esSlug.get(t.id) ?? t.slug}` })),
    ...posts.flatMap((p) => entry(same(`/blog/${p.id}`))),
  ];
}
