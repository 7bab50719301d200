import type { Departure } from '@/lib/data/trips';
import { formatDate, formatMonthTitle, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { placesNow, type PlacesNow } from './live-places';

/**
 * A departure ready to show in the picker: every text already in the page's language. Its places are the cached
 * page's, which the live read replaces in the browser (PlacesNow's fields).
 */
export interface DepartureChoice extends PlacesNow {
  dates: string;
  details: string;
  price: string;
  listPrice: string | null;
  discount: string | null;
  unitPriceCents: number;
}

export interface MonthGroup {
  key: string;
  label: string;
  departures: DepartureChoice[];
}

export interface ChoiceTexts {
  category: (c: Departure['category']) => string;
  groupType: (g: Departure['groupType']) => string;
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
      ...placesNow(d),
      dates: `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`,
      details: `${texts.category(d.category)} · ${texts.groupType(d.groupType)}`,
      price: formatPrice(d.unitPriceCents, lang),
      listPrice: discounted ? formatPrice(d.listPriceCents, lang) : null,
      discount: discounted ? texts.discount(d.discountPercent) : null,
      unitPriceCents: d.unitPriceCents,
    });
  }
  return [...groups.values()];
}
