import type { Queryable } from '../db';
import { closest } from './catalog';
import { RestError } from './errors';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** A relationship PostgREST derives from a foreign key, seen from `table` (columns are [table's, foreignTable's]). */
export interface Relationship {
  table: string;
  foreignTable: string;
  constraint: string;
  columns: [string, string][];
  cardinality: Cardinality;
  isSelf: boolean;
  /** Many-to-many: the join table, its key to `table` and its key to `foreignTable` ([join table's, other's]). */
  junction?: { table: string; source: { constraint: string; columns: [string, string][] }; target: { constraint: string; columns: [string, string][] } };
}

interface ForeignKey {
  name: string;
  table: string;
  foreign: string;
  columns: [string, string][];
  /** The key's columns are the table's primary key or a unique key: one row on each side. */
  unique: boolean;
  /** The key's columns all belong to the table's primary key (a join table's mark). */
  inPrimaryKey: boolean;
}

export interface RelationshipCatalog {
  of(table: string): Relationship[];
  relations: Set<string>;
  views: Set<string>;
}

/** Every foreign key between relations of the public schema, read once per request that embeds. */
export async function loadRelationships(tx: Queryable): Promise<RelationshipCatalog> {
  const { rows } = await tx.query<ForeignKey & { columns: [string, string][] | string }>(
    `select c.conname::text as name, t.relname::text as "table", f.relname::text as "foreign",
        (select json_agg(json_build_array(a.attname, fa.attname) order by k.ord)
           from unnest(c.conkey, c.confkey) with ordinality as k(col, fcol, ord)
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
           join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = k.fcol) as columns,
        exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indisunique and i.indpred is null
                  and i.indkey::int2[] @> c.conkey and c.conkey @> i.indkey::int2[]) as unique,
        coalesce((select i.indkey::int2[] @> c.conkey from pg_index i where i.indrelid = c.conrelid and i.indisprimary), false)
          as "inPrimaryKey"
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_class f on f.oid = c.confrelid
     where c.contype = 'f' and t.relnamespace = 'public'::regnamespace and f.relnamespace = 'public'::regnamespace
     order by c.conname`,
  );
  const keys = rows.map((row) => ({ ...row, columns: typeof row.columns === 'string' ? (JSON.parse(row.columns) as [string, string][]) : row.columns }));
  const relations = await tx.query<{ name: string; kind: string }>(
    `select relname::text as name, relkind::text as kind from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'v', 'm', 'f', 'p')`,
  );
  const byTable = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => byTable.set(rel.table, [...(byTable.get(rel.table) ?? []), rel]);
  for (const key of keys) {
    const isSelf = key.table === key.foreign;
    add({ table: key.table, foreignTable: key.foreign, constraint: key.name, columns: key.columns,
      cardinality: key.unique ? 'one-to-one' : 'many-to-one', isSelf });
    add({ table: key.foreign, foreignTable: key.table, constraint: key.name, columns: key.columns.map(([a, b]) => [b, a]),
      cardinality: key.unique ? 'one-to-one' : 'one-to-many', isSelf });
  }
  // Many-to-many: a join table whose primary key holds foreign keys to two other tables.
  const joinKeys = keys.filter((key) => key.inPrimaryKey);
  for (const source of joinKeys) {
    for (const target of joinKeys) {
      if (source === target || source.table !== target.table || source.foreign === source.table || target.foreign === target.table) continue;
      add({
        table: source.foreign, foreignTable: target.foreign, constraint: `${source.name}, ${target.name}`, columns: [],
        cardinality: 'many-to-many', isSelf: source.foreign === target.foreign,
        junction: {
          table: source.table,
          source: { constraint: source.name, columns: source.columns },
          target: { constraint: target.name, columns: target.columns },
        },
      });
    }
  }
  return {
    of: (table) => byTable.get(table) ?? [],
    relations: new Set(relations.rows.map((r) => r.name)),
    views: new Set(relations.rows.filter((r) => r.kind === 'v' || r.kind === 'm').map((r) => r.name)),
  };
}

const singleColumn = (rel: Relationship, side: 0 | 1) => (rel.columns.length === 1 ? rel.columns[0]?.[side] : undefined);

/** PostgREST's matching of `target!hint` from `origin` (its findRel), including its self-relationship conventions. */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.cardinality === 'many-to-many') {
    return rel.foreignTable === target && !rel.isSelf && (hint === undefined || hint === rel.junction?.table);
  }
  const toOne = rel.cardinality !== 'one-to-many';
  if (rel.isSelf) {
    if (hint === undefined) {
      return (rel.foreignTable === target && rel.cardinality === 'one-to-many') || (singleColumn(rel, 0) === target && toOne);
    }
    return rel.foreignTable === target && rel.cardinality === 'one-to-many' && singleColumn(rel, 1) === hint;
  }
  if (hint === undefined) return rel.foreignTable === target || rel.constraint === target || singleColumn(rel, 0) === target;
  return rel.foreignTable === target && (rel.constraint === hint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint);
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

function describe(rel: Relationship): Record<string, string> {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.junction) {
    const { table, source, target } = rel.junction;
    return { cardinality: rel.cardinality, embedding,
      relationship: `${table} using ${source.constraint}${list(source.columns.map((c) => c[0]))} and ${target.constraint}${list(target.columns.map((c) => c[0]))}` };
  }
  return { cardinality: rel.cardinality, embedding,
    relationship: `${rel.constraint} using ${rel.table}${list(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${list(rel.columns.map((c) => c[1]))}` };
}

function notFound(catalog: RelationshipCatalog, origin: string, target: string, hint: string | undefined): RestError {
  const details = `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} `
    + `in the schema 'public', but no matches were found.`;
  let suggestion: string | null = null;
  if (catalog.views.has(origin) || catalog.views.has(target)) {
    suggestion = 'The local backend does not follow foreign keys through views: embed from and to tables';
  } else if (catalog.of(origin).length > 0) {
    // Both ends are known (the hint is what failed): PostgREST suggests nothing.
    const targets = new Set(catalog.of(origin).map((r) => r.foreignTable));
    const near = targets.has(target) ? null : closest(target, [...targets]);
    if (near) suggestion = `Perhaps you meant '${near}' instead of '${target}'.`;
  } else {
    const near = closest(origin, [...catalog.relations].filter((t) => catalog.of(t).length > 0 && t !== origin));
    if (near) suggestion = `Perhaps you meant '${near}' instead of '${origin}'.`;
  }
  return new RestError(400, 'PGRST200', `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    details, suggestion);
}

/** The one relationship `origin` has to `target` (with an optional hint), or PostgREST's PGRST200 / PGRST201. */
export function findRelationship(catalog: RelationshipCatalog, origin: string, target: string, hint?: string): Relationship {
  const found = catalog.of(origin).filter((rel) => matches(rel, target, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) throw notFound(catalog, origin, target, hint);
  const hints = found.map((rel) => `'${rel.foreignTable}!${rel.junction ? rel.junction.table : rel.constraint}'`);
  throw new RestError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map(describe), `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`);
}
