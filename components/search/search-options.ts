import type { AbstractIntlMessages } from 'next-intl';
import type { CountLabels } from '@/lib/i18n/count-label';

/** A choice of one of the search form's selects. */
export interface SearchChoice {
  value: string;
  label: string;
}

/** The search box's and the filters' texts, formatted on the server. */
export type SearchTexts = Record<
  | 'query' | 'example1' | 'example2' | 'example3' | 'submit' | 'clear' | 'filters' | 'closeFilters' | 'applyFilters'
  | 'activity' | 'anyActivity' | 'destination' | 'anyDestination' | 'price' | 'anyPrice' | 'duration' | 'anyDuration'
  | 'month' | 'anyMonth' | 'level' | 'anyLevel' | 'group' | 'anyGroup' | 'sort'
  | 'resultsTitle' | 'loadError' | 'retry' | 'loading',
  string
>;

/**
 * What the search form gets from the server page: every choice of its selects with its label and every text, formatted
 * there, so the form, which every first load of home hydrates, carries no message runtime. The results, which load
 * with the first search shown, format their own texts from `resultsMessages` (Search, Levels, Common, Favorites).
 */
export interface SearchChoices {
  activities: SearchChoice[];
  destinations: SearchChoice[];
  months: SearchChoice[];
  prices: SearchChoice[];
  durations: SearchChoice[];
  levels: SearchChoice[];
  groups: SearchChoice[];
  sorts: SearchChoice[];
  /** The phone's "Filters (n)" button. */
  filtersButton: CountLabels;
  texts: SearchTexts;
}

/** The picked messages the lazily loaded results format their texts with. */
export type ResultsMessages = AbstractIntlMessages;
