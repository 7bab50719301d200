import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TripGrid } from '@/components/trips/trip-grid';
import { PageHeader } from '@/components/ui/page-header';
import { getCountry } from '@/lib/data/catalogue';
import { parseId } from '@/lib/data/load';
import { getTripCards } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
/** Rendered on the first visit, then kept and refreshed every 10 minutes (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/country/[id]'>;

async function load({ params }: Props) {
  const lang = await pageLocale(params);
  const id = parseId((await params).id);
  const entry = id === null ? null : await getCountry(lang, id);
  if (!entry || id === null) notFound();
  return { lang, id, entry };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, id, entry } = await load(props);
  const t = await getTranslations({ locale: lang, namespace: 'Country' });
  const path = `/country/${id}`;
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: entry.titulo_60 ?? t('title', { name: entry.name ?? '' }),
    description: t('description', { name: entry.name ?? '', summary: entry.desc_150 ?? '' }),
    image: storageUrl(entry.foto_country),
  });
}

export default async function CountryPage(props: Props) {
  const { lang, id, entry } = await load(props);
  const [t, te, trips] = await Promise.all([getTranslations('Country'), getTranslations('Errors'), getTripCards(lang, { countryId: id })]);
  return (
    <>
      <PageHeader title={t('title', { name: entry.name ?? '' })} intro={entry.desc_150 ?? undefined} />
      <TripGrid lang={lang} trips={trips} title={t('tripsTitle', { name: entry.name ?? '' })} empty={te('noTripsAvailable')} />
    </>
  );
}
