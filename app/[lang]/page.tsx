import { RatingStars } from '@/components/ui/rating-stars';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogueGrid, catalogueItems } from '@/components/catalogue/catalogue-grid';
import { HiddenWhileSearching } from '@/components/search/hidden-while-searching';
import { SearchSection } from '@/components/search/search-section';
import { UrlSearchProvider } from '@/components/search/url-search';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { TripGrid } from '@/components/trips/trip-grid';
import { listActivities, listCountries } from '@/lib/data/catalogue';
import { getReviewSummary } from '@/lib/data/reviews';
import { getTripCards } from '@/lib/data/trips';
import { formatCount, formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata, pathsOf } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 600;

const FEATURED_COUNT = 6;

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return pageMetadata({ lang, paths: pathsOf(''), title: `${t('metaTitle')} | ${site.name}`, description: t('metaDescription'), absoluteTitle: true });
}

async function ReviewFigures({ lang }: { lang: Locale }) {
  const [t, reviews] = await Promise.all([getTranslations('Home'), getReviewSummary()]);
  if (reviews.count === 0) return null;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-brand-100" data-testid="review-figures">
      <RatingStars rating={reviews.rating} className="text-amber-300" />
      <span>{t('reviewsLabel', { rating: formatNumber(reviews.rating, lang, 1), count: formatCount(reviews.count, lang) })}</span>
      {site.reviews.profileUrl ? (
        <a href={site.reviews.profileUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-white underline sm:min-h-0">
          {t('reviewsLink')}
        </a>
      ) : null}
    </p>
  );
}

async function EntryPoints({ lang }: { lang: Locale }) {
  const t = await getTranslations('Home');
  const entries = [
    { href: pagePath(lang, 'random-trip'), title: t('entryRandomTitle'), text: t('entryRandom') },
    { href: pagePath(lang, 'private-adventures'), title: t('entryPrivateTitle'), text: t('entryPrivate') },
    { href: pagePath(lang, 'courses'), title: t('entryCoursesTitle'), text: t('entryCourses') },
    { href: pagePath(lang, 'blog'), title: t('entryBlogTitle'), text: t('entryBlog') },
  ];
  return (
    <section aria-labelledby="entries-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="entries-title" className="text-2xl font-semibold">{t('entriesTitle')}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-700">
              <span className="block text-lg font-semibold">{entry.title}</span>
              <span className="mt-1 block text-slate-600">{entry.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home: search (state in the query string, so the logo's plain link resets it), featured trips (left out while
 * searching), lists, entry points.
 */
export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = await pageLocale(params);
  const [t, activities, countries, trips] = await Promise.all([
    getTranslations('Home'),
    listActivities(lang),
    listCountries(lang),
    getTripCards(lang, { limit: FEATURED_COUNT }),
  ]);
  const heading = (
    <>
      <h1 className="text-3xl font-bold sm:text-5xl">{t('heroTitle')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('heroSubtitle')}</p>
      <ReviewFigures lang={lang} />
    </>
  );
  return (
    <>
      <OrganizationJsonLd lang={lang} />
      <UrlSearchProvider>
        <SearchSection lang={lang} heading={heading} activities={activities} countries={countries} />
        <HiddenWhileSearching>
          <TripGrid lang={lang} trips={trips} title={t('featuredTitle')} empty={t('featuredEmpty')} eagerImages={1} />
        </HiddenWhileSearching>
      </UrlSearchProvider>
      <CatalogueGrid
        id="activities"
        title={t('activitiesTitle')}
        empty={t('activitiesEmpty')}
        items={catalogueItems('activity', activities)}
      />
      <CatalogueGrid
        id="destinations"
        title={t('destinationsTitle')}
        empty={t('destinationsEmpty')}
        items={catalogueItems('country', countries)}
      />
      <EntryPoints lang={lang} />
    </>
  );
}
