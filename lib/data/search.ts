import 'server-only';
import { storageUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/search/options';
import type { SearchState } from '@/lib/search/state';
import type { DroppedFilter, QueryReading, SearchPage, SearchResult } from '@/lib/search/types';
import type { Database } from '@/lib/supabase/database.types';
import { createCatalogueClient } from '@/lib/supabase/server';

export type { SearchPage, SearchResult };

type Row = Database['public']['Functions']['search_trips']['Returns'][number];

/** What find_trips answers (jsonb): the reading of the query, what was dropped to find anything, and the rows. */
interface FoundTrips {
  reading: QueryReading;
  dropped: DroppedFilter | null;
  trips: Row[];
}

// Fresh for 10 minutes, like every catalogue page; the rpc is called with GET so Next's data cache can keep it.
const SEARCH_CACHE = { revalidate: 600, tags: ['catalogue', 'search'] };

function toResult(row: Row): SearchResult {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    countryName: row.country_name,
    activityName: row.activity_name,
    durationDays: row.duration_days,
    difficulty: row.difficulty,
    groupType: row.group_type,
    priceCents: row.price_cents,
    priceBeforeDiscountCents: row.price_from_cents,
    discountPercent: row.discount_percent,
    rating: row.rating,
    reviewCount: row.review_count,
    image: storageUrl(row.hero_path),
    nextDeparture: row.next_departure,
  };
}

/**
 * The find_trips rpc for one page of a search (the query read into filters, the nearest trips when nothing matches);
 * throws when the backend fails (the caller then says the trips could not be loaded).
 */
export async function searchTrips(lang: Locale, state: SearchState): Promise<SearchPage> {
  const args: Database['public']['Functions']['find_trips']['Args'] = {
    p_lang: lang,
    p_sort: state.sort,
    p_page: state.page,
    p_page_size: PAGE_SIZE,
  };
  if (state.q) args.p_query = state.q;
  if (state.activity !== undefined) args.p_activity_id = state.activity;
  if (state.destination !== undefined) args.p_country_id = state.destination;
  if (state.price) args.p_price = state.price;
  if (state.duration) args.p_duration = state.duration;
  if (state.month) args.p_month = state.month;
  if (state.level !== undefined) args.p_level = state.level;
  if (state.group) args.p_group_type = state.group;
  const call = async () => {
    const { data, error } = await createCatalogueClient(SEARCH_CACHE).rpc('find_trips', args, { get: true });
    if (error) throw new Error(`find_trips failed: ${error.message}`);
    if (!data || typeof data !== 'object' || !('trips' in data)) throw new Error('find_trips answered an unexpected shape');
    return data as unknown as FoundTrips;
  };
  // One quick second try for a dropped connection; a visitor waiting on a search should not sit through backoff.
  const found = await call().catch(call);
  return {
    results: found.trips.map(toResult),
    total: found.trips[0]?.total_count ?? 0,
    capped: found.trips[0]?.total_capped ?? false,
    page: state.page,
    pageSize: PAGE_SIZE,
    reading: found.reading,
    dropped: found.dropped,
  };
}
