/** One search result card, as the search API returns it (the image is already a public URL). */
export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  countryName: string | null;
  activityName: string | null;
  durationDays: number;
  difficulty: number;
  groupType: string;
  priceCents: number;
  priceBeforeDiscountCents: number;
  discountPercent: number;
  rating: number;
  reviewCount: number;
  image: string | null;
  nextDeparture: string | null;
}

/**
 * A result's texts as its card shows them, in the search's language, formatted on the server (lib/search/labels.ts):
 * the browser builds no Intl formatter for a card. The first number formatter a page builds loads ICU's number data,
 * 60 ms on this machine's Chromium and about four times that on a phone, in one piece the page cannot yield from.
 */
export interface ResultLabels {
  /** "Nepal · Hiking · 12 days". */
  meta: string;
  level: string;
  rating: string | null;
  nextDeparture: string | null;
  /** "From €1,490". */
  price: string;
  /** The price before the discount, and the discount ("-10%"), when there is one. */
  priceBefore: string | null;
  discount: string | null;
}

export type LabelledResult = SearchResult & { labels: ResultLabels };

/** One page of a search as the search API sends it to the browser: the results with their texts, and the count's. */
export interface LabelledSearchPage extends Omit<SearchPage, 'results'> {
  results: LabelledResult[];
  /** What the live region says once the page is shown ("12 trips found"). */
  countText: string;
}

export type ChipKind = 'place' | 'activity' | 'month' | 'level' | 'duration' | 'price' | 'group';

/**
 * A part of the query the search understood as a filter (read_search_query): `source` is the normalized words it
 * came from; the values depend on the kind (ids of countries or activities, YYYY-MM months, min / max of the level,
 * the days or the price in cents, a group type).
 */
export interface QueryChip {
  kind: ChipKind;
  source: string;
  label?: string | null;
  countries?: number[];
  activities?: number[];
  months?: string[];
  min?: number | null;
  max?: number | null;
  group?: 'open' | 'private';
}

export interface QueryReading {
  /** The words left for full-text search, normalized; null when every word was understood. */
  text: string | null;
  chips: QueryChip[];
}

/** When nothing matched: what was left out to find the nearest trips (from the query's words or the form's filters). */
export interface DroppedFilter {
  kind: ChipKind | 'text' | 'all';
  from: 'query' | 'filters' | null;
}

export interface SearchPage {
  results: SearchResult[];
  /** How many trips match, counted up to the search's limit (1,000): when `capped`, more match and pages end there. */
  total: number;
  capped: boolean;
  page: number;
  pageSize: number;
  reading: QueryReading;
  /** Set when the search as asked found nothing and these are the nearest trips instead. */
  dropped: DroppedFilter | null;
}
