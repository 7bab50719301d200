import type { CountLabels } from '@/lib/i18n/count-label';

/** A choice of one of the search form's selects. */
export interface SearchChoice {
  value: string;
  label: string;
}

/** What the search form gets from the server page: the choices that come from data, and texts formatted there. */
export interface SearchChoices {
  activities: SearchChoice[];
  destinations: SearchChoice[];
  months: SearchChoice[];
  /** The phone's "Filters (n)" button, formatted on the server: no ICU formatter in the browser at hydration. */
  filtersButton: CountLabels;
}
