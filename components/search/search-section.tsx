import { NextIntlClientProvider } from 'next-intl';
import { pickFavoriteMessages } from '@/components/favorites/favorite-labels';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatMonth } from '@/lib/format';
import { countLabels } from '@/lib/i18n/count-label';
import type { Locale } from '@/lib/i18n/routing';
import { upcomingMonths } from '@/lib/search/options';
import { SearchExperience } from './search-experience';
import type { SearchChoices } from './search-options';

interface Named {
  id: number | null;
  name: string | null;
}

const named = (entries: Named[]) =>
  entries.flatMap((e) => (e.id === null || e.name === null ? [] : [{ value: String(e.id), label: e.name }]));

/**
 * The home page's search, inside a UrlSearchProvider. The page stays static: its HTML holds the empty form, which
 * hydrates as it is and then follows the URL the browser reads. Client leaves get only the Search, Levels and Common
 * messages.
 */
export async function SearchSection({ lang, heading, activities, countries }: {
  lang: Locale;
  heading: ReactNode;
  activities: Named[];
  countries: Named[];
}) {
  const [messages, t] = await Promise.all([getMessages(), getTranslations('Search')]);
  const choices: SearchChoices = {
    activities: named(activities).sort((a, b) => a.label.localeCompare(b.label, lang)),
    destinations: named(countries).sort((a, b) => a.label.localeCompare(b.label, lang)),
    months: upcomingMonths(12).map((value) => ({ value, label: formatMonth(value, lang) })),
    filtersButton: countLabels((count) => t('filtersButton', { count })),
  };
  return (
    <NextIntlClientProvider messages={{ Common: messages.Common, Search: messages.Search, Levels: messages.Levels, ...pickFavoriteMessages(messages) }}>
      <SearchExperience heading={heading} choices={choices} />
    </NextIntlClientProvider>
  );
}
