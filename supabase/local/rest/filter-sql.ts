import { COMPARISON_OPS, FTS_OPS, parseInList, type Filter } from './filters';
import { fieldSql } from './field';
import type { Params } from './sql';

const likeValue = (op: string, value: string) => (op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value);

/** Where a level's filters apply: the relation's name in the query, and its embedded resources by name. */
export interface FilterScope {
  qualifier?: string;
  /** The SQL of an embedded resource's value when `name` is one at this level (for `actors=not.is.null`). */
  embedded?: (name: string) => string | null;
}

function operationSql(filter: Extract<Filter, { kind: 'op' }>, params: Params, scope: FilterScope): string {
  const { op, value } = filter;
  const nullness = op === 'is' ? value.toLowerCase() : '';
  const embed = (nullness === 'null' || nullness === 'not_null') && filter.field.path.length === 0
    ? scope.embedded?.(filter.field.column)
    : null;
  // PostgREST's null filter on an embed: is.null keeps the rows without any related row, not.is.null the others.
  if (embed) return `${embed} is ${nullness === 'null' ? 'null' : 'not null'}`;
  const column = fieldSql(filter.field, params, scope.qualifier);
  if (op === 'is') {
    const keyword = value.toLowerCase() === 'not_null' ? 'not null' : value.toLowerCase();
    return `${column} is ${keyword}`;
  }
  if (op === 'in') {
    const items = parseInList(value);
    return items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
  }
  const fts = FTS_OPS[op];
  if (fts) {
    const config = filter.config === undefined ? '' : `${params.add(filter.config)}::regconfig, `;
    return `${column} @@ ${fts}(${config}${params.add(value)})`;
  }
  const sqlOp = COMPARISON_OPS[op] as string;
  if (filter.modifier) return `${column} ${sqlOp} ${filter.modifier}(${params.add(likeValue(op, value))})`;
  return `${column} ${sqlOp} ${params.add(likeValue(op, value))}`;
}

export function filterSql(filter: Filter, params: Params, scope: FilterScope = {}): string {
  const sql =
    filter.kind === 'op'
      ? operationSql(filter, params, scope)
      : `(${filter.children.map((child) => filterSql(child, params, scope)).join(filter.op === 'and' ? ' and ' : ' or ')})`;
  return filter.negate ? `not (${sql})` : sql;
}

export function whereSql(filters: Filter[], params: Params, scope: FilterScope = {}): string {
  return filters.length === 0 ? '' : ` where ${filters.map((f) => filterSql(f, params, scope)).join(' and ')}`;
}
