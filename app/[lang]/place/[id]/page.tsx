import { Photo } from '@/components/ui/photo';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { TripGrid } from '@/components/trips/trip-grid';
import { PageHeader } from '@/components/ui/page-header';
import { getCountry } from '@/lib/data/catalogue';
import { parseId } from '@/lib/data/load';
import { getPlace } from '@/lib/data/places';
import { getTripCards } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { placeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
/** Places are rendered on their first visit and kept (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/place/[id]'>;

async function load({ params }: Props) {
  const lang = await pageLocale(params);
  const id = parseId((await params).id);
  const place = id === null ? null : await getPlace(lang, id);
  if (!place) notFound();
  return { lang, place, path: `/place/${place.id}` };
}

/** The trips that go to a place: those of its country and activity, or of its country when none matches both. */
async function tripsOf(lang: Locale, countryId: number, activityId: number | null) {
  if (activityId !== null) {
    const both = await getTripCards(lang, { countryId, activityId, limit: 12 });
    if (both.length > 0) return both;
  }
  return getTripCards(lang, { countryId, limit: 12 });
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, place, path } = await load(props);
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: place.name,
    description: place.summary ?? place.description ?? place.name,
    image: storageUrl(place.photoPath),
  });
}

export default async function PlacePage(props: Props) {
  const { lang, place, path } = await load(props);
  const [t, country, trips] = await Promise.all([
    getTranslations('Places'),
    getCountry(lang, place.countryId),
    tripsOf(lang, place.countryId, place.activityId),
  ]);
  const photo = storageUrl(place.photoPath);
  return (
    <article>
      <JsonLd data={placeJsonLd({ url: absoluteUrl(lang, path), name: place.name, description: place.description, image: photo, country: country?.name ?? null })} />
      <PageHeader title={place.name} intro={place.summary ?? undefined} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 md:grid-cols-2">
        {photo ? <Photo src={photo} alt="" width={800} height={600} sizes="(min-width: 768px) 560px, 100vw" preload fetchPriority="high" className="aspect-[4/3] w-full rounded-lg object-cover" /> : null}
        <div className="space-y-4">
          {place.description ? <p className="text-lg leading-relaxed text-slate-800">{place.description}</p> : null}
          <div className="flex flex-wrap gap-3">
            {country?.name ? (
              <Link href={`/country/${place.countryId}`} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
                {t('country', { country: country.name })}
              </Link>
            ) : null}
            <Link href={pagePath(lang, 'places')} className="rounded-md px-4 py-2 text-brand-700 underline">{t('back')}</Link>
          </div>
        </div>
      </div>
      <TripGrid lang={lang} trips={trips} title={t('tripsTitle', { place: place.name })} empty={t('noTrips')} />
    </article>
  );
}
