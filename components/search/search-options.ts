import type { CountLabels } from '@/lib/i18n/count-label';

/** The choices of the search form that come from data (passed from the server page to the client leaf). */
export interface SearchChoice {
  value: string;
  label: string;
}

export interface SearchChoices {
  activities: SearchChoice[];
  destinations: SearchChoice[];
  months: SearchChoice[];
  /** The phone's "Filters (n)" button, formatted on the server: no ICU formatter in the browser at hydration. */
  filtersButton: CountLabels;
}
