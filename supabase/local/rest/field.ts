import { parseError } from './errors';
import { ident, type Params } from './sql';

/** A column, optionally followed by JSON arrows: data->address->>city, tags->0. */
export interface Field {
  column: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

export function parseField(raw: string): Field {
  const parts = raw.split(/(->>|->)/);
  const column = parts[0] ?? '';
  if (!column) throw parseError(`"${raw}" is not a valid column reference`);
  if (/[()!]/.test(raw)) throw parseError(`"${raw}" is not a valid column reference`);
  ident(column);
  const path: Field['path'] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i] as '->' | '->>';
    const key = parts[i + 1] ?? '';
    if (!key) throw parseError(`"${raw}" has an empty JSON key`);
    path.push({ arrow, key });
  }
  return { column, path };
}

/**
 * SQL for the field, qualified by the relation it belongs to (so PostgreSQL's own errors name it, as PostgREST's do:
 * "column items.colour does not exist"); JSON keys are bind parameters (integers index arrays, like PostgREST).
 */
export function fieldSql(field: Field, params: Params, qualifier?: string): string {
  let sql = qualifier ? `${qualifier}.${ident(field.column)}` : ident(field.column);
  for (const { arrow, key } of field.path) {
    sql += /^-?\d+$/.test(key) ? `${arrow}${params.add(key)}::int` : `${arrow}${params.add(key)}::text`;
  }
  return sql;
}

/** The name PostgREST gives the output: the last JSON key, else the column. */
export function fieldName(field: Field): string {
  return field.path.at(-1)?.key ?? field.column;
}
