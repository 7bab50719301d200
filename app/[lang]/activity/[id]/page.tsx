import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TripGrid } from '@/components/trips/trip-grid';
import { LandingHeader } from '@/components/listing/landing-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getActivity } from '@/lib/data/catalogue';
import { parseId } from '@/lib/data/load';
import { getTripCards } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
/** Rendered on the first visit, then kept and refreshed every 10 minutes (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/activity/[id]'>;

async function load({ params }: Props) {
  const lang = await pageLocale(params);
  const id = parseId((await params).id);
  const entry = id === null ? null : await getActivity(lang, id);
  if (!entry || id === null) notFound();
  return { lang, id, entry };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, id, entry } = await load(props);
  const t = await getTranslations({ locale: lang, namespace: 'Activity' });
  const path = `/activity/${id}`;
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: entry.titulo_60 ?? t('title', { name: entry.name ?? '' }),
    description: t('description', { name: entry.name ?? '', summary: entry.desc_150 ?? '' }),
    image: storageUrl(entry.banner_actividad),
  });
}

export default async function ActivityPage(props: Props) {
  const { lang, id, entry } = await load(props);
  const [t, te, tl, trips] = await Promise.all([
    getTranslations('Activity'),
    getTranslations('Errors'),
    getTranslations('Listing'),
    getTripCards(lang, { activityId: id }),
  ]);
  const name = entry.name ?? '';
  const parent = { href: pagePath(lang, 'activities'), label: tl('activities') };
  const crumbs = [
    { name: tl('home'), url: absoluteUrl(lang, '/') },
    { name: parent.label, url: absoluteUrl(lang, parent.href) },
    { name, url: absoluteUrl(lang, `/activity/${id}`) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <LandingHeader title={entry.titulo_60 ?? t('title', { name })} intro={entry.desc_150} image={storageUrl(entry.banner_actividad)} parent={parent} />
      <TripGrid lang={lang} trips={trips} title={t('tripsTitle', { name })} empty={te('noTripsAvailable')} />
    </>
  );
}
