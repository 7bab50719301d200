import { columnNotFound, type TableInfo } from './catalog';
import { parseError, RestError } from './errors';
import { whereSql } from './filter-sql';
import type { Preferences } from './prefer';
import { parseNameList, type QueryParts } from './query-params';
import { quoteIdent, table as tableSql } from './sql';
import type { WriteSpec } from './write';

type Row = Record<string, unknown>;

const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

function rowsOf(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw invalidBody('The request body must be a JSON object or an array of JSON objects');
    }
  }
  return rows as Row[];
}

/**
 * The INSERT statements a body needs. Without `columns`, every object must have the same keys (PostgREST). With
 * `columns` and missing=default, rows with the same keys share one INSERT, so absent keys take column defaults.
 */
function groupRows(rows: Row[], columns: string[] | null, prefs: Preferences): { columns: string[]; rows: Row[] }[] {
  if (columns && prefs.missing === 'default') {
    const groups = new Map<string, { columns: string[]; rows: Row[] }>();
    for (const row of rows) {
      const keys = columns.filter((k) => Object.hasOwn(row, k));
      const id = JSON.stringify(keys);
      const group = groups.get(id) ?? { columns: keys, rows: [] };
      group.rows.push(row);
      groups.set(id, group);
    }
    return [...groups.values()];
  }
  if (columns) return [{ columns, rows }];
  const first = Object.keys(rows[0] ?? {});
  const same = (row: Row) => {
    const keys = Object.keys(row);
    return keys.length === first.length && keys.every((k) => first.includes(k));
  };
  if (!rows.every(same)) throw invalidBody('All object keys must match');
  return [{ columns: first, rows }];
}

/** PostgREST's count of inserted rows in an upsert: +1 for every row offered, -1 for every row that updated instead. */
const countInserted = (delta: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${delta} 1)::text, true)`
  + ` <> '${delta === '+' ? '0' : '-1'}'`;

/** The conflict target of an upsert: on_conflict, else the primary key; none means the resolution is not applied. */
function conflictTarget(info: TableInfo, parts: QueryParts, prefs: Preferences): string[] {
  if (!prefs.resolution) return [];
  return parts.onConflict !== null ? parseNameList(parts.onConflict, 'on_conflict') : info.primaryKey;
}

/**
 * ON CONFLICT for Prefer: resolution. merge-duplicates sets every inserted column (all of `columns` with
 * missing=default: the absent ones to their default, as PostgREST does); without a resolution, on_conflict is ignored.
 */
function conflictClause(target: string[], prefs: Preferences, present: string[], all: string[]): string {
  if (target.length === 0) return '';
  const targetSql = ` on conflict (${target.map(quoteIdent).join(', ')})`;
  if (prefs.resolution === 'ignore-duplicates' || all.length === 0) return `${targetSql} do nothing`;
  const sets = all.map((c) => `${quoteIdent(c)} = ${present.includes(c) ? `excluded.${quoteIdent(c)}` : 'default'}`);
  return `${targetSql} do update set ${sets.join(', ')} where ${countInserted('-')}`;
}

/** POST /table: insert or upsert the JSON body (PostgREST's json_populate_recordset approach). */
export function insertSpec(info: TableInfo, body: unknown, parts: QueryParts, prefs: Preferences): WriteSpec {
  if (parts.filters.length > 0 || parts.order !== null || parts.hasRange) {
    throw parseError('Filters, order, limit and offset are not allowed on an insert');
  }
  const rows = rowsOf(body);
  const columns = parts.columns !== null ? parseNameList(parts.columns, 'columns') : null;
  const groups = rows.length === 0 ? [] : groupRows(rows, columns, prefs);
  for (const name of [...(columns ?? []), ...groups.flatMap((g) => g.columns)]) {
    if (!info.columns.includes(name)) throw columnNotFound(info.name, name);
  }
  const target = tableSql(info.name);
  const conflict = conflictTarget(info, parts, prefs);
  const merging = conflict.length > 0 && prefs.resolution === 'merge-duplicates';
  return {
    kind: 'insert',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: groups.length,
    resolution: conflict.length > 0,
    countsInserted: merging,
    build(index, params, returning) {
      const group = groups[index] as { columns: string[]; rows: Row[] };
      const payload = params.add(JSON.stringify(group.rows));
      const cols = group.columns.map(quoteIdent).join(', ');
      const onConflict = conflictClause(conflict, prefs, group.columns, columns ?? group.columns);
      const counted = merging ? ` where ${countInserted('+')}` : '';
      if (group.columns.length === 0) {
        // Every column takes its default, once per row.
        return `insert into ${target} select from json_array_elements(${payload}::json)${counted}${onConflict}${returning}`;
      }
      return `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${payload}::json)${counted}${onConflict}${returning}`;
    },
  };
}

/** What hosted Supabase's pg-safeupdate answers an UPDATE or DELETE without a WHERE clause. */
const safeUpdate = (command: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${command} requires a WHERE clause`);

/** PATCH /table?filters: set the body's columns on every matching row. */
export function updateSpec(info: TableInfo, body: unknown, parts: QueryParts): WriteSpec {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('The request body must be a JSON object');
  if (parts.columns !== null || parts.onConflict !== null) throw parseError('columns and on_conflict are not allowed on PATCH');
  const columns = Object.keys(body);
  const unknown = columns.find((c) => !info.columns.includes(c));
  if (unknown !== undefined) throw columnNotFound(info.name, unknown);
  if (parts.filters.length === 0 && columns.length > 0) throw safeUpdate('UPDATE');
  const target = tableSql(info.name);
  return {
    kind: 'update',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: columns.length === 0 ? 0 : 1,
    resolution: false,
    countsInserted: false,
    build(_index, params, returning) {
      const payload = params.add(JSON.stringify(body));
      const sets = columns.map(
        (c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${target}, ${payload}::json))`,
      );
      return `update ${target} set ${sets.join(', ')}${whereSql(parts.filters, params, { qualifier: quoteIdent(info.name) })}${returning}`;
    },
  };
}

/** DELETE /table?filters */
export function deleteSpec(info: TableInfo, parts: QueryParts): WriteSpec {
  if (parts.columns !== null || parts.onConflict !== null) throw parseError('columns and on_conflict are not allowed on DELETE');
  if (parts.filters.length === 0) throw safeUpdate('DELETE');
  return {
    kind: 'delete',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: 1,
    resolution: false,
    countsInserted: false,
    build: (_index, params, returning) =>
      `delete from ${tableSql(info.name)}${whereSql(parts.filters, params, { qualifier: quoteIdent(info.name) })}${returning}`,
  };
}
