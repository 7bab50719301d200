import type { MetadataRoute } from 'next';
import { listActivities, listCountries } from '@/lib/data/catalogue';
import { getBlogPosts } from '@/lib/data/blog';
import { getCourseLibrary } from '@/lib/data/courses';
import { coursePath } from '@/lib/courses/catalogue';
import { getPlaces } from '@/lib/data/places';
import { getTripCards } from '@/lib/data/trips';
import { routing } from '@/lib/i18n/routing';
import { absoluteUrl, pathsOf, type PathPerLanguage } from '@/lib/seo/metadata';
import { sitemapPages } from '@/lib/seo/sitemap-pages';
import { tripPath } from '@/lib/trip-path';

export const revalidate = 600;

const entry = (paths: PathPerLanguage): MetadataRoute.Sitemap =>
  routing.locales.map((lang) => ({
    url: absoluteUrl(lang, paths[lang]),
    alternates: { languages: { en: absoluteUrl('en', paths.en), es: absoluteUrl('es', paths.es), 'x-default': absoluteUrl('en', paths.en) } },
  }));

/** Both languages of every indexable page: fixed pages, activities, countries, trips, blog posts, places and courses. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [activities, countries, tripsEn, tripsEs, posts, places, courses] = await Promise.all([
    listActivities('en'),
    listCountries('en'),
    getTripCards('en', { limit: 1000 }),
    getTripCards('es', { limit: 1000 }),
    getBlogPosts('en'),
    getPlaces('en'),
    getCourseLibrary('en'),
  ]);
  const esSlug = new Map(tripsEs.map((t) => [t.id, t.slug]));
  const same = (path: string): PathPerLanguage => ({ en: path, es: path });
  return [
    ...sitemapPages.flatMap((page) => entry(pathsOf(page))),
    ...activities.flatMap((a) => entry(same(`/activity/${a.id}`))),
    ...countries.flatMap((c) => entry(same(`/country/${c.id}`))),
    ...tripsEn.flatMap((t) =>
      entry({ en: tripPath(t.id, t.slug), es: tripPath(t.id, esSlug.get(t.id) ?? t.slug) }),
    ),
    ...posts.flatMap((p) => entry(same(`/blog/${p.id}`))),
    ...places.flatMap((p) => entry(same(`/place/${p.id}`))),
    ...courses.courses.flatMap((c) => entry({ en: coursePath('en', c.id, c.slug), es: coursePath('es', c.id, c.slugs.es ?? c.slug) })),
  ];
}
