import type { Queryable } from '../db';
import { RestError } from './errors';

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** The writes the relation accepts: all for a table, only what Postgres can carry out for a view. */
  writable: { insert: boolean; update: boolean; delete: boolean };
}

// pg_relation_is_updatable's bits: 1 << CMD_UPDATE, 1 << CMD_INSERT, 1 << CMD_DELETE.
const UPDATE_BIT = 4;
const INSERT_BIT = 8;
const DELETE_BIT = 16;

export async function tableInfo(tx: Queryable, name: string): Promise<TableInfo | null> {
  const { rows } = await tx.query<{ columns: string[] | null; pk: string[] | null; updatable: number }>(
    `select
       pg_relation_is_updatable(c.oid, true) as updatable,
       (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
       (select array_agg(a.attname::text order by k.ord) from pg_index i
         cross join lateral unnest(i.indkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as pk
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [name],
  );
  const row = rows[0];
  if (!row) return null;
  const writable = { insert: (row.updatable & INSERT_BIT) !== 0, update: (row.updatable & UPDATE_BIT) !== 0, delete: (row.updatable & DELETE_BIT) !== 0 };
  return { name, columns: row.columns ?? [], primaryKey: row.pk ?? [], writable };
}

/** The Allow header of a relation, as PostgREST derives it from the schema cache. */
export function allowedMethods(info: TableInfo | null): string {
  const { insert, update, delete: remove } = info?.writable ?? { insert: true, update: true, delete: true };
  return ['OPTIONS', 'GET', 'HEAD', ...(insert ? ['POST'] : []), ...(update ? ['PATCH'] : []), ...(remove ? ['DELETE'] : [])].join(',');
}

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j] as number;
      prev[j] = Math.min(above + 1, (prev[j - 1] as number) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
  }
  return prev[b.length] as number;
}

export function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** PGRST205, with PostgREST's "Perhaps you meant" hint when a similar table exists. */
export async function tableNotFound(db: Queryable, name: string): Promise<RestError> {
  const { rows } = await db.query<{ relname: string }>(
    `select relname::text as relname from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'v', 'm', 'f', 'p')`,
  );
  const guess = closest(name, rows.map((r) => r.relname));
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null,
    guess ? `Perhaps you meant the table 'public.${guess}'` : null);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export interface FunctionArg {
  name: string;
  type: string;
  /** i in, o out, b inout, v variadic, t table column */
  mode: string;
}

export interface FunctionInfo {
  oid: number;
  name: string;
  retset: boolean;
  retKind: string;
  retType: string;
  volatility: string;
  nDefaults: number;
  args: FunctionArg[];
  language: string;
  /** The function's body, for the safe-update check. */
  source: string;
}

export async function functionsNamed(tx: Queryable, name: string): Promise<FunctionInfo[]> {
  const { rows } = await tx.query<FunctionInfo & { args: FunctionArg[] | string }>(
    `select p.oid::int as oid, p.proname::text as name, p.proretset as retset, t.typtype::text as "retKind",
        format_type(p.prorettype, null) as "retType", p.provolatile::text as volatility,
        p.pronargdefaults::int as "nDefaults", l.lanname::text as language, p.prosrc as source,
        coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[a.i], ''),
            'type', format_type(a.t, null), 'mode', coalesce(p.proargmodes[a.i]::text, 'i')) order by a.i)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(t, i)), '[]') as args
     from pg_proc p join pg_type t on t.oid = p.prorettype join pg_language l on l.oid = p.prolang
     where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => ({ ...row, args: typeof row.args === 'string' ? (JSON.parse(row.args) as FunctionArg[]) : row.args }));
}
