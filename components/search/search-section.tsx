import { getMessages, getTranslations } from 'next-intl/server';
import { pickFavoriteMessages } from '@/components/favorites/favorite-labels';
import type { ReactNode } from 'react';
import { formatMonth } from '@/lib/format';
import { countLabels } from '@/lib/i18n/count-label';
import type { Locale } from '@/lib/i18n/routing';
import { levelLabel } from '@/lib/levels';
import { DURATIONS, GROUP_TYPES, LEVELS, PRICE_BANDS, SORTS, upcomingMonths } from '@/lib/search/options';
import { SearchExperience } from './search-experience';
import type { SearchChoice, SearchChoices, SearchTexts } from './search-options';

interface Named {
  id: number | null;
  name: string | null;
}

const named = (entries: Named[]) =>
  entries.flatMap((e) => (e.id === null || e.name === null ? [] : [{ value: String(e.id), label: e.name }]));

const options = <T extends string | number>(values: readonly T[], label: (value: T) => string): SearchChoice[] =>
  values.map((value) => ({ value: String(value), label: label(value) }));

const TEXTS = [
  'query', 'example1', 'example2', 'example3', 'submit', 'clear', 'filters', 'closeFilters', 'applyFilters',
  'activity', 'anyActivity', 'destination', 'anyDestination', 'price', 'anyPrice', 'duration', 'anyDuration',
  'month', 'anyMonth', 'level', 'anyLevel', 'group', 'anyGroup', 'sort', 'resultsTitle', 'loadError',
] as const satisfies readonly (keyof SearchTexts)[];

/**
 * The home page's search. The page stays static: its HTML holds the empty form, which hydrates as it is and then
 * follows the URL the browser reads. The form gets every label formatted here; the results, loaded with the first
 * search, get the Search, Levels, Common and favourites' messages.
 */
export async function SearchSection({ lang, heading, activities, countries }: {
  lang: Locale;
  heading: ReactNode;
  activities: Named[];
  countries: Named[];
}) {
  const [messages, t, tc, levels] = await Promise.all([getMessages(), getTranslations('Search'), getTranslations('Common'), getTranslations('Levels')]);
  const choices: SearchChoices = {
    activities: named(activities).sort((a, b) => a.label.localeCompare(b.label, lang)),
    destinations: named(countries).sort((a, b) => a.label.localeCompare(b.label, lang)),
    months: upcomingMonths(12).map((value) => ({ value, label: formatMonth(value, lang) })),
    prices: options(PRICE_BANDS, (band) => t(`priceBands.${band}`)),
    durations: options(DURATIONS, (duration) => t(`durations.${duration}`)),
    levels: options(LEVELS, (level) => levelLabel(levels, level)),
    groups: options(GROUP_TYPES, (group) => t(`groups.${group}`)),
    sorts: options(SORTS, (sort) => t(`sorts.${sort}`)),
    filtersButton: countLabels((count) => t('filtersButton', { count })),
    texts: { ...(Object.fromEntries(TEXTS.map((key) => [key, t(key)])) as Omit<SearchTexts, 'retry' | 'loading'>), retry: tc('retry'), loading: tc('loading') },
  };
  const resultsMessages = { Common: messages.Common, Search: messages.Search, Levels: messages.Levels, ...pickFavoriteMessages(messages) };
  return <SearchExperience lang={lang} heading={heading} choices={choices} resultsMessages={resultsMessages} />;
}
