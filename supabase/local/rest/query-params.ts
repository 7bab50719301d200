import { parseError } from './errors';
import { parseLogicTree, parseOperation, type Filter } from './filters';

/** What a query string asks of one level of the answer: the top level, or an embedded resource. */
export interface LevelParams {
  order: string | null;
  limit: string | null;
  offset: string | null;
  filters: Filter[];
}

export interface QueryParts extends LevelParams {
  select: string | null;
  columns: string | null;
  onConflict: string | null;
  hasRange: boolean;
  /** Parameters addressed to embedded resources (`actors.order`, `roles.actors.first_name`), by their path. */
  embedded: Map<string, LevelParams>;
  /** GET /rpc/fn: query parameters naming the function's arguments. */
  args: Record<string, string>;
}

const SINGLE = ['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'];

export const emptyLevel = (): LevelParams => ({ order: null, limit: null, offset: null, filters: [] });

/** Sorts one parameter of a level (top or embedded) into its filters, order and range. */
function addToLevel(level: LevelParams, name: string, value: string, negate: boolean, what: string) {
  if (name === 'and' || name === 'or') {
    level.filters.push(parseLogicTree(name, negate, value));
  } else if (name === 'order' || name === 'limit' || name === 'offset') {
    if (level[name] !== null) throw parseError(`"${what}" is given more than once`);
    level[name] = value;
  } else if (name === '') {
    throw parseError('empty query parameter name');
  } else {
    level.filters.push(parseOperation(name, value, false));
  }
}

/**
 * Sorts the query string into PostgREST's reserved parameters and filters. A key with dots addresses an embedded
 * resource by its path (alias or name): `films.order=year`, `roles.actors.first_name=like.*Tom*`, `actors.not.or=(...)`.
 */
export function parseQuery(query: URLSearchParams, argNames: ReadonlySet<string> = new Set()): QueryParts {
  const parts: QueryParts = {
    ...emptyLevel(), select: null, columns: null, onConflict: null, hasRange: false, embedded: new Map(), args: {},
  };
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
    else if (key === 'columns') parts.columns = value;
    else if (key === 'on_conflict') parts.onConflict = value;
    else {
      const segments = key.split('.');
      const name = segments.pop() as string;
      const negate = (name === 'and' || name === 'or') && segments.at(-1) === 'not';
      if (negate) segments.pop();
      if (segments.length === 0) {
        if (name === 'limit' || name === 'offset') parts.hasRange = true;
        addToLevel(parts, name, value, negate, key);
        continue;
      }
      if (segments.some((s) => s === '')) throw parseError(`"${key}" is not a valid parameter name`);
      if (name === 'select' || name === 'columns' || name === 'on_conflict') {
        throw parseError(`"${key}": ${name} applies to the top level only`);
      }
      const path = segments.join('.');
      const level = parts.embedded.get(path) ?? emptyLevel();
      parts.embedded.set(path, level);
      addToLevel(level, name, value, negate, key);
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
