import type { CountLabels } from '@/lib/i18n/count-label';

/**
 * The book page's picker and its refusals, formatted on the server: counts as CountLabels, and `{max}`, `{price}` and
 * `{dates}` left where the browser puts them in (fill()).
 */
export interface PickerTexts {
  choose: string;
  selection: string;
  pickFirst: string;
  travellers: string;
  /** "Up to {max} on this departure." */
  travellersHint: string;
  /** "Total for 2 travellers: {price}". */
  total: CountLabels;
  holding: string;
  continue: string;
  holdNote: string;
  perPerson: string;
  /** The side panel of a departure already sold out on the page, above its waitlist. */
  waitlistSoldOut: string;
  errors: {
    sold_out: string;
    not_bookable: string;
    /** "These 2 dates still have places: {dates}." */
    othersLeft: CountLabels;
    not_enough_places: CountLabels;
    places_invalid: string;
    hold_limit: string;
    rate_limited: string;
    invalid: string;
    /** The SPEC's "Booking Error" and its advice, when the shop could not answer. */
    failedHeading: string;
    failedAdvice: string;
  };
  /** The waitlist form's texts could not be fetched: said with a retry. */
  textsFailed: string;
  retry: string;
}

/** A text with `{name}` placeholders, filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
