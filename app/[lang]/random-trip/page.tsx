import { getTranslations } from 'next-intl/server';
import { randomTripEntry } from '@/components/random-trip/random-trip-entry';
import { RandomTripExplorer } from '@/components/random-trip/random-trip-explorer';
import { PageHeader } from '@/components/ui/page-header';
import { getActivities, getCountries } from '@/lib/data/catalogue';
import { getOpeningRandomTrip } from '@/lib/data/trips';
import { formatPrice } from '@/lib/format';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('RandomTrip', 'random-trip');

/** SPEC 9's price bands, as "up to" budgets in euro. */
const BUDGETS = [500, 1000, 2000];

/** Static (ISR): the first trip is drawn when the page is generated; every further draw comes from the browser. */
export default async function RandomTripPage({ params }: PageProps<'/[lang]/random-trip'>) {
  const lang = await pageLocale(params);
  const [t, tc, first, activities, countries] = await Promise.all([
    getTranslations('RandomTrip'),
    getTranslations('Common'),
    getOpeningRandomTrip(lang).catch(() => null),
    getActivities(lang),
    getCountries(lang),
  ]);
  const initial = first ? await randomTripEntry(lang, first) : null;
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {initial ? (
          <RandomTripExplorer
            lang={lang}
            initial={initial}
            activities={activities.flatMap((a) => (a.id === null ? [] : [{ id: a.id, name: a.name ?? '' }]))}
            countries={countries.flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name ?? '' }]))}
            budgets={BUDGETS.map((euro) => ({ value: euro, label: t('budgetUpTo', { price: formatPrice(euro * 100, lang) }) }))}
            labels={{
              filters: t('filters'), activity: t('activity'), country: t('country'), budget: t('budget'), any: t('any'),
              another: t('another'), view: tc('viewTrip'), noMatch: t('noMatch'), error: t('error'), loading: tc('loading'),
            }}
          />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
