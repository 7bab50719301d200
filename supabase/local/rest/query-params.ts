import { parseError } from './errors';
import { parseLogicTree, parseOperation, type Filter } from './filters';

export interface QueryParts {
  select: string | null;
  order: string | null;
  columns: string | null;
  onConflict: string | null;
  hasRange: boolean;
  filters: Filter[];
  /** GET /rpc/fn: query parameters naming the function's arguments. */
  args: Record<string, string>;
}

const SINGLE = ['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'];

/**
 * Sorts the query string into PostgREST's reserved parameters and filters. Keys with a dot address
 * embedded resources, which this backend does not support: they are an error, never ignored.
 */
export function parseQuery(query: URLSearchParams, argNames: ReadonlySet<string> = new Set()): QueryParts {
  const parts: QueryParts = { select: null, order: null, columns: null, onConflict: null, hasRange: false, filters: [], args: {} };
  const seen = new Set<string>();
  for (const [key, value] of query) {
    if (SINGLE.includes(key)) {
      if (seen.has(key)) throw parseError(`"${key}" is given more than once`);
      seen.add(key);
    }
    if (argNames.has(key)) {
      if (key in parts.args) throw parseError(`argument "${key}" is given more than once`);
      parts.args[key] = value;
    } else if (key === 'select') parts.select = value;
    else if (key === 'order') parts.order = value;
    else if (key === 'columns') parts.columns = value;
    else if (key === 'on_conflict') parts.onConflict = value;
    else if (key === 'limit' || key === 'offset') parts.hasRange = true;
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or') {
      const negate = key.startsWith('not.');
      parts.filters.push(parseLogicTree((negate ? key.slice(4) : key) as 'and' | 'or', negate, value));
    } else if (key.includes('.')) {
      throw parseError(`"${key}" addresses an embedded resource, which the local backend does not support`);
    } else if (key === '') {
      throw parseError('empty query parameter name');
    } else {
      parts.filters.push(parseOperation(key, value, false));
    }
  }
  return parts;
}

/** columns=a,b (insert) and on_conflict=a,b */
export function parseNameList(value: string, what: string): string[] {
  const names = value.split(',').map((s) => s.trim().replace(/^"(.*)"$/, '$1'));
  if (names.some((n) => n === '')) throw parseError(`failed to parse ${what} (${value})`);
  return names;
}
