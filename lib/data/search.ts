import 'server-only';
import { storageUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/search/options';
import type { SearchState } from '@/lib/search/state';
import type { SearchPage, SearchResult } from '@/lib/search/types';
import { z } from 'zod';
import type { Database } from '@/lib/supabase/database.types';
import { createCatalogueClient } from '@/lib/supabase/server';

export type { SearchPage, SearchResult };

// The generated types do not describe RETURNS TABLE functions (Record<string, unknown>), so the rows are checked here.
const rowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  country_name: z.string().nullable(),
  activity_name: z.string().nullable(),
  duration_days: z.number(),
  difficulty: z.number(),
  group_type: z.string(),
  price_from_cents: z.number(),
  discount_percent: z.number(),
  price_cents: z.number(),
  rating: z.coerce.number(),
  review_count: z.number(),
  hero_path: z.string().nullable(),
  next_departure: z.string().nullable(),
  total_count: z.coerce.number(),
});
type Row = z.output<typeof rowSchema>;

// Same freshness as the rest of the catalogue (SPEC 9); the rpc is called with GET so Next's data cache can keep it.
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

/** The search_trips rpc for one page of a search; throws when the backend fails (the caller shows SPEC 8's text). */
export async function searchTrips(lang: Locale, state: SearchState): Promise<SearchPage> {
  const args: Database['public']['Functions']['search_trips']['Args'] = {
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
    const { data, error } = await createCatalogueClient(SEARCH_CACHE).rpc('search_trips', args, { get: true });
    if (error) throw new Error(`search_trips failed: ${error.message}`);
    return z.array(rowSchema).parse(data ?? []);
  };
  // One quick second try for a dropped connection; a visitor waiting on a search should not sit through backoff.
  const rows = await call().catch(call);
  return {
    results: rows.map(toResult),
    total: rows[0]?.total_count ?? 0,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}
