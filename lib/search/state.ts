import { DURATIONS, GROUP_TYPES, MAX_PAGE, MAX_QUERY_LENGTH, PRICE_BANDS, SORTS, type Duration, type GroupType, type PriceBand, type Sort } from './options';

/**
 * The whole search state lives in the home page's query string: ?q=&activity=&destination=&price=&duration=
 * &month=&level=&group=&sort=&page=. Defaults are omitted, so a plain /{lang} is "no search" (the logo resets it).
 * Read by hand rather than with a schema library: this runs in the home page's first JavaScript, where every
 * kilobyte costs time on a phone.
 */
export interface SearchState {
  q: string;
  activity?: number;
  destination?: number;
  price?: PriceBand;
  duration?: Duration;
  month?: string;
  level?: number;
  group?: GroupType;
  sort: Sort;
  page: number;
}
export type SearchKey = keyof SearchState;

/** A field's reading of its raw value: the value, `undefined` for "not set", or an error message. */
type Reading<T> = { value: T | undefined } | { error: string };

const whole = (min: number, max: number) => (raw: string): Reading<number> => {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return n >= min && n <= max ? { value: n } : { error: `must be a whole number from ${min} to ${max}` };
};
/** One of a fixed list; "all" (what the selects send for no filter) and an empty value mean not set. */
const oneOf = <T extends string>(choices: readonly T[], allMeansUnset = true) => (raw: string): Reading<T> => {
  if (allMeansUnset && (raw === 'all' || raw === '')) return { value: undefined };
  return (choices as readonly string[]).includes(raw) ? { value: raw as T } : { error: `must be one of ${choices.join(', ')}` };
};

const readers: { [K in SearchKey]-?: (raw: string) => Reading<NonNullable<SearchState[K]>> } = {
  q: (raw) => {
    const text = raw.trim();
    return text.length <= MAX_QUERY_LENGTH ? { value: text } : { error: `must be at most ${MAX_QUERY_LENGTH} characters` };
  },
  activity: whole(1, 2_147_483_647),
  destination: whole(1, 2_147_483_647),
  price: oneOf(PRICE_BANDS),
  duration: oneOf(DURATIONS),
  month: (raw) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? { value: raw } : { error: 'month must be YYYY-MM' }),
  level: whole(1, 5),
  group: oneOf(GROUP_TYPES),
  sort: oneOf(SORTS, false),
  page: whole(1, MAX_PAGE),
};

export const SEARCH_KEYS = Object.keys(readers) as SearchKey[];
export const DEFAULT_STATE: SearchState = { q: '', sort: 'relevance', page: 1 };

type ParamsLike = Pick<URLSearchParams, 'get'>;

function build(read: (key: SearchKey) => unknown): SearchState {
  const state: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const value = read(key) ?? DEFAULT_STATE[key];
    if (value !== undefined) state[key] = value;
  }
  return state as unknown as SearchState;
}

/** For the page: a hand-edited or outdated link still shows a search, so each bad value falls back on its own. */
export function parseSearchState(params: ParamsLike): SearchState {
  return build((key) => {
    const raw = params.get(key);
    if (raw === null) return undefined;
    const reading = readers[key](raw);
    return 'value' in reading ? reading.value : undefined;
  });
}

export type StrictReading = { ok: true; state: SearchState } | { ok: false; issues: { path: string; message: string }[] };

/** For the API: every key must be known and every value valid, else the issues name their fields. */
export function readSearchStateStrictly(params: Record<string, string>): StrictReading {
  const issues: { path: string; message: string }[] = [];
  for (const key of Object.keys(params)) {
    if (!(key in readers)) issues.push({ path: key, message: 'is not a search parameter' });
  }
  const state = build((key) => {
    if (!(key in params)) return undefined;
    const reading = readers[key](params[key]!);
    if ('error' in reading) issues.push({ path: key, message: reading.error });
    return 'value' in reading ? reading.value : undefined;
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, state };
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

/** The filters (not the text, the sort or the page): what the phone's "Filters (n)" button counts. */
export const FILTER_KEYS = ['activity', 'destination', 'price', 'duration', 'month', 'level', 'group'] as const satisfies readonly SearchKey[];

/** How many filters the state narrows the search by. */
export function activeFilterCount(state: SearchState): number {
  return FILTER_KEYS.filter((key) => state[key] !== undefined).length;
}

/** A new state from a change of text, filter or sort: back to page 1 (the old page may not exist any more). */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...changes };
}
