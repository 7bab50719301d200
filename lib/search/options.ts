/** The search's fixed choices (price bands in euro, sorts), shared by the URL state, the API and the UI. */
export const PRICE_BANDS = ['0-500', '500-1000', '1000-2000', '2000+'] as const;
export const DURATIONS = ['1-3', '4-7', '8-14', '15+'] as const;
export const SORTS = ['relevance', 'price_asc', 'price_desc', 'duration', 'rating'] as const;
/** 'both' trips appear under open and private; the rpc also accepts 'both' on its own. */
export const GROUP_TYPES = ['open', 'private', 'ask'] as const;
export { LEVELS } from '@/lib/levels';
export const PAGE_SIZE = 12;
export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE = 10_000;

export type PriceBand = (typeof PRICE_BANDS)[number];
export type Duration = (typeof DURATIONS)[number];
export type Sort = (typeof SORTS)[number];
export type GroupType = (typeof GROUP_TYPES)[number];

/** The next `count` months as YYYY-MM, starting with the current one (UTC), for the month filter. */
export function upcomingMonths(count: number, from: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    return d.toISOString().slice(0, 7);
  });
}
