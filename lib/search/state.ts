import { z } from 'zod';
import { DURATIONS, GROUP_TYPES, MAX_PAGE, MAX_QUERY_LENGTH, PRICE_BANDS, SORTS } from './options';

/**
 * The whole search state lives in the home page's query string: ?q=&activity=&destination=&price=&duration=
 * &month=&level=&group=&sort=&page=. Defaults are omitted, so a plain /{lang} is "no search" (the logo resets it).
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const all = (value: unknown) => (value === 'all' || value === '' ? undefined : value);

export const searchFields = {
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
  activity: id.optional(),
  destination: id.optional(),
  price: z.preprocess(all, z.enum(PRICE_BANDS).optional()),
  duration: z.preprocess(all, z.enum(DURATIONS).optional()),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM').optional(),
  level: z.coerce.number().int().min(1).max(5).optional(),
  group: z.preprocess(all, z.enum(GROUP_TYPES).optional()),
  sort: z.enum(SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
};

export const searchStateSchema = z.strictObject(searchFields);
export type SearchState = z.output<typeof searchStateSchema>;
export type SearchKey = keyof typeof searchFields;

export const SEARCH_KEYS = Object.keys(searchFields) as SearchKey[];
export const DEFAULT_STATE: SearchState = searchStateSchema.parse({});

type ParamsLike = Pick<URLSearchParams, 'get'>;

function pick(params: ParamsLike): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/** For the page: a hand-edited or outdated link still shows a search, so each bad value falls back on its own. */
export function parseSearchState(params: ParamsLike): SearchState {
  const raw = pick(params);
  const state: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const parsed = searchFields[key].safeParse(raw[key]);
    state[key] = parsed.success ? parsed.data : DEFAULT_STATE[key];
  }
  return state as SearchState;
}

/** Canonical query string: fixed key order, defaults left out, so equal searches share one URL (and cache entry). */
export function serializeSearchState(state: Partial<SearchState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value === undefined || value === DEFAULT_STATE[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** True when the URL holds any search (a text, a filter, a sort or a page). */
export function isSearchActive(state: SearchState): boolean {
  return serializeSearchState(state).size > 0;
}

/** A new state from a change of text, filter or sort: back to page 1 (the old page may not exist any more). */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...changes };
}
