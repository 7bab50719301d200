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

/** Rows with the same keys share one INSERT, so absent keys take column defaults (missing=default). */
function groupRows(rows: Row[], columns: string[] | null, prefs: Preferences): { columns: string[]; rows: Row[] }[] {
  if (prefs.missing === 'default') {
    const groups = new Map<string, { columns: string[]; rows: Row[] }>();
    for (const row of rows) {
      const keys = Object.keys(row).filter((k) => !columns || columns.includes(k));
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

function conflictClause(info: TableInfo, parts: QueryParts, prefs: Preferences, columns: string[]): string {
  if (!prefs.resolution) {
    if (parts.onConflict !== null) throw parseError('on_conflict needs Prefer: resolution=merge-duplicates or ignore-duplicates');
    return '';
  }
  const target = parts.onConflict !== null ? parseNameList(parts.onConflict, 'on_conflict') : info.primaryKey;
  const targetSql = target.length > 0 ? ` (${target.map(quoteIdent).join(', ')})` : '';
  if (prefs.resolution === 'ignore-duplicates') return ` on conflict${targetSql} do nothing`;
  if (!targetSql) throw parseError(`"${info.name}" has no primary key: give on_conflict=<unique columns> to upsert`);
  const updates = columns.length > 0 ? columns : target;
  return ` on conflict${targetSql} do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
}

/** POST /table: insert or upsert the JSON body (PostgREST's json_populate_recordset approach). */
export function insertSpec(info: TableInfo, body: unknown, parts: QueryParts, prefs: Preferences): WriteSpec {
  if (parts.filters.length > 0 || parts.order !== null || parts.hasRange) {
    throw parseError('Filters, order, limit and offset are not allowed on an insert');
  }
  const rows = rowsOf(body);
  const columns = parts.columns !== null ? parseNameList(parts.columns, 'columns') : null;
  const groups = rows.length === 0 ? [] : groupRows(rows, columns, prefs);
  for (const group of groups) {
    const unknown = group.columns.find((c) => !info.columns.includes(c));
    if (unknown !== undefined) throw columnNotFound(info.name, unknown);
  }
  const target = tableSql(info.name);
  return {
    kind: 'insert',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: groups.length,
    build(index, params, returning) {
      const group = groups[index] as { columns: string[]; rows: Row[] };
      const payload = params.add(JSON.stringify(group.rows));
      const cols = group.columns.map(quoteIdent).join(', ');
      const conflict = conflictClause(info, parts, prefs, group.columns);
      if (group.columns.length === 0) {
        // Every column takes its default, once per row.
        return `insert into ${target} select from json_array_elements(${payload}::json)${conflict}${returning}`;
      }
      return `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${payload}::json)${conflict}${returning}`;
    },
  };
}

/** PATCH /table?filters: set the body's columns on every matching row. */
export function updateSpec(info: TableInfo, body: unknown, parts: QueryParts): WriteSpec {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('The request body must be a JSON object');
  if (parts.columns !== null || parts.onConflict !== null) throw parseError('columns and on_conflict are not allowed on PATCH');
  const columns = Object.keys(body);
  const unknown = columns.find((c) => !info.columns.includes(c));
  if (unknown !== undefined) throw columnNotFound(info.name, unknown);
  const target = tableSql(info.name);
  return {
    kind: 'update',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: columns.length === 0 ? 0 : 1,
    build(_index, params, returning) {
      const payload = params.add(JSON.stringify(body));
      const sets = columns.map(
        (c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${target}, ${payload}::json))`,
      );
      return `update ${target} set ${sets.join(', ')}${whereSql(parts.filters, params)}${returning}`;
    },
  };
}

/** DELETE /table?filters */
export function deleteSpec(info: TableInfo, parts: QueryParts): WriteSpec {
  if (parts.columns !== null || parts.onConflict !== null) throw parseError('columns and on_conflict are not allowed on DELETE');
  return {
    kind: 'delete',
    table: info.name,
    primaryKey: info.primaryKey,
    statements: 1,
    build: (_index, params, returning) => `delete from ${tableSql(info.name)}${whereSql(parts.filters, params)}${returning}`,
  };
}
