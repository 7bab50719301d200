import { availabilityLabel } from './availability';
import type { Departure } from '@/lib/data/trips';
import { formatDate, formatMonthTitle, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

/** A departure ready to show in the picker: every text already in the page's language. */
export interface DepartureChoice {
  id: number;
  dates: string;
  details: string;
  price: string;
  listPrice: string | null;
  discount: string | null;
  unitPriceCents: number;
  availability: 'available' | 'last_spot' | 'sold_out';
  availabilityText: string;
  placesLeft: number;
  bookable: boolean;
}

export interface MonthGroup {
  key: string;
  label: string;
  departures: DepartureChoice[];
}

export interface ChoiceTexts {
  category: (c: Departure['category']) => string;
  groupType: (g: Departure['groupType']) => string;
  spotsLeft: (count: number) => string;
  lastSpot: string;
  soldOut: string;
  discount: (percent: number) => string;
}

/** Departures grouped by the month they start in, in date order. */
export function groupByMonth(departures: Departure[], lang: Locale, texts: ChoiceTexts): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const d of [...departures].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const key = d.startDate.slice(0, 7);
    let group = groups.get(key);
    if (!group) {
      group = { key, label: formatMonthTitle(key, lang), departures: [] };
      groups.set(key, group);
    }
    const discounted = d.unitPriceCents < d.listPriceCents;
    group.departures.push({
      id: d.id,
      dates: `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`,
      details: `${texts.category(d.category)} · ${texts.groupType(d.groupType)}`,
      price: formatPrice(d.unitPriceCents, lang),
      listPrice: discounted ? formatPrice(d.listPriceCents, lang) : null,
      discount: discounted ? texts.discount(d.discountPercent) : null,
      unitPriceCents: d.unitPriceCents,
      availability: d.availability,
      availabilityText: availabilityLabel(d.availability, d.placesLeft, texts),
      placesLeft: d.placesLeft,
      bookable: d.bookable,
    });
  }
  return [...groups.values()];
}
