import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getCountries } from '@/lib/data/catalogue';
import { getPlaces } from '@/lib/data/content';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Places', 'places');

export default async function PlacesPage({ params }: PageProps<'/[lang]/places'>) {
  const lang = await pageLocale(params);
  const [t, places, countries] = await Promise.all([getTranslations('Places'), getPlaces(lang), getCountries(lang)]);
  const countryName = new Map(countries.map((c) => [c.id, c.name]));
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {places.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {places.map((place) => {
              const src = storageUrl(place.photoPath);
              return (
                <li key={place.id} className="overflow-hidden rounded-lg border border-slate-200">
                  {src ? <img src={src} alt="" loading="lazy" width={480} height={320} className="aspect-[3/2] w-full object-cover" /> : null}
                  <div className="p-4">
                    <h2 className="text-lg font-semibold">{place.name}</h2>
                    <p className="mt-1 text-slate-700">{place.summary}</p>
                    {countryName.has(place.countryId) ? (
                      <Link href={`/country/${place.countryId}`} className="mt-2 inline-block text-sm text-brand-700 underline">
                        {countryName.get(place.countryId)}
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
