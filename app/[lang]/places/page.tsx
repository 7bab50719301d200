import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { largestPaintImage } from '@/components/ui/largest-paint';
import { PageHeader } from '@/components/ui/page-header';
import { listCountries } from '@/lib/data/catalogue';
import { getPlaces } from '@/lib/data/places';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Places', 'places');

/** Inspiring places, each opening its own page with the trips that go there. */
export default async function PlacesPage({ params }: PageProps<'/[lang]/places'>) {
  const lang = await pageLocale(params);
  const [t, places, countries] = await Promise.all([getTranslations('Places'), getPlaces(lang), listCountries(lang)]);
  const countryName = new Map(countries.map((c) => [c.id, c.name]));
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {places.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="place-list">
            {places.map((place, index) => {
              const src = storageUrl(place.photoPath);
              return (
                <li key={place.id} className="overflow-hidden rounded-lg border border-slate-200">
                  <Link href={`/place/${place.id}`} className="group block" aria-label={t('open', { place: place.name })}>
                    {src ? <Photo src={src} alt="" width={480} height={320} {...largestPaintImage(index === 0)} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" /> : null}
                    <span className="block p-4">
                      <span className="block text-lg font-semibold group-hover:underline">{place.name}</span>
                      <span className="mt-1 block text-slate-700">{place.summary}</span>
                      {countryName.has(place.countryId) ? (
                        <span className="mt-2 block text-sm text-slate-600">{countryName.get(place.countryId)}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
