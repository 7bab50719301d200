import { COMPARISON_OPS, FTS_OPS, parseInList, type Filter } from './filters';
import { fieldSql } from './field';
import type { Params } from './sql';

const likeValue = (op: string, value: string) => (op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value);

function operationSql(filter: Extract<Filter, { kind: 'op' }>, params: Params): string {
  const column = fieldSql(filter.field, params);
  const { op, value } = filter;
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

export function filterSql(filter: Filter, params: Params): string {
  const sql =
    filter.kind === 'op'
      ? operationSql(filter, params)
      : `(${filter.children.map((child) => filterSql(child, params)).join(filter.op === 'and' ? ' and ' : ' or ')})`;
  return filter.negate ? `not (${sql})` : sql;
}

export function whereSql(filters: Filter[], params: Params): string {
  return filters.length === 0 ? '' : ` where ${filters.map((f) => filterSql(f, params)).join(' and ')}`;
}
