import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { JsonLd } from '@/components/seo/json-ld';
import { TripGrid } from '@/components/trips/trip-grid';
import { getCatalogueEntry, type CatalogueKind } from '@/lib/data/catalogue';
import { parseId } from '@/lib/data/load';
import { getTripCards, type TripFilter } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { LandingHeader } from './landing-header';

type LandingParams = Promise<{ lang: string; id: string }>;

/** What differs between an activity's and a country's landing page: texts, the list page above it, its trips. */
const LANDINGS = {
  activity: { namespace: 'Activity', list: 'activities', trips: (id: number): TripFilter => ({ activityId: id }) },
  country: { namespace: 'Country', list: 'destinations', trips: (id: number): TripFilter => ({ countryId: id }) },
} as const;

async function loadLanding(kind: CatalogueKind, params: LandingParams) {
  const lang = await pageLocale(params);
  const id = parseId((await params).id);
  const entry = id === null ? null : await getCatalogueEntry(kind, lang, id);
  return entry ? { lang, entry, path: `/${kind}/${entry.id}` } : { lang, entry: null };
}

/** The landing page's metadata: the entry's own heading as the title when it has one. */
export async function landingMetadata(kind: CatalogueKind, params: LandingParams): Promise<Metadata> {
  const { lang, entry, path } = await loadLanding(kind, params);
  if (!entry) return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang, namespace: LANDINGS[kind].namespace });
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: entry.heading ?? t('title', { name: entry.name }),
    description: t('description', { name: entry.name, summary: entry.summary ?? '' }),
    image: storageUrl(entry.bannerPath),
  });
}

/** An activity's or a country's page: banner with breadcrumb (also as JSON-LD), then its trips. */
export async function LandingPage({ kind, params }: { kind: CatalogueKind; params: LandingParams }) {
  const { lang, entry, path } = await loadLanding(kind, params);
  if (!entry) return <NotFoundPage locale={lang} />;
  const { namespace, list, trips: tripFilter } = LANDINGS[kind];
  const [t, te, tl, trips] = await Promise.all([
    getTranslations(namespace),
    getTranslations('Errors'),
    getTranslations('Listing'),
    getTripCards(lang, tripFilter(entry.id)),
  ]);
  const { name } = entry;
  const parent = { href: pagePath(lang, list), label: tl(list) };
  const crumbs = [
    { name: tl('home'), url: absoluteUrl(lang, '/') },
    { name: parent.label, url: absoluteUrl(lang, parent.href) },
    { name, url: absoluteUrl(lang, path) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <LandingHeader title={entry.heading ?? t('title', { name })} intro={entry.summary} image={storageUrl(entry.bannerPath)} parent={parent} />
      <TripGrid lang={lang} trips={trips} title={t('tripsTitle', { name })} empty={te('noTripsAvailable')} />
    </>
  );
}
