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
