import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pickFavoriteMessages } from '@/components/favorites/favorite-labels';
import { randomTripEntry } from '@/lib/random-trip/entry';
import { RandomTripExplorer } from '@/components/random-trip/random-trip-explorer';
import { PageHeader } from '@/components/ui/page-header';
import { listActivities, listCountries } from '@/lib/data/catalogue';
import { getOpeningRandomTrip } from '@/lib/data/trips';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pickKeys } from '@/lib/i18n/pick-messages';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('RandomTrip', 'random-trip');

/** The search's price bands, as "up to" budgets in euro. */
const BUDGETS = [500, 1000, 2000];

/** The texts the explorer formats in the browser (budgets, states, buttons). */
const EXPLORER_TEXTS = ['filters', 'activity', 'country', 'budget', 'any', 'budgetUpTo', 'another', 'noMatch', 'error'] as const;

/** Static (ISR): the first trip is drawn when the page is generated; every further draw comes from the browser. */
export default async function RandomTripPage({ params }: PageProps<'/[lang]/random-trip'>) {
  const lang = await pageLocale(params);
  const [t, messages, first, activities, countries] = await Promise.all([
    getTranslations('RandomTrip'),
    getMessages(),
    getOpeningRandomTrip(lang).catch(() => null),
    listActivities(lang),
    listCountries(lang),
  ]);
  const initial = first ? await randomTripEntry(lang, first) : null;
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {initial ? (
          <NextIntlClientProvider messages={{ ...pickFavoriteMessages(messages), RandomTrip: pickKeys(messages.RandomTrip, EXPLORER_TEXTS), Common: messages.Common }}>
            <RandomTripExplorer
              lang={lang}
              initial={initial}
              activities={activities.map(({ id, name }) => ({ id, name }))}
              countries={countries.map(({ id, name }) => ({ id, name }))}
              budgets={BUDGETS}
            />
          </NextIntlClientProvider>
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
