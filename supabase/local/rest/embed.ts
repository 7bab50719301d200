import type { Queryable } from '../db';
import { tableNotFound } from './catalog';
import { RestError } from './errors';
import { whereSql, type FilterScope } from './filter-sql';
import { orderSql } from './order';
import { emptyLevel, type LevelParams, type QueryParts } from './query-params';
import { parseRange, rangeSql } from './range';
import { findRelationship, loadRelationships, type RelationshipCatalog, type Relationship } from './relationships';
import { columnsSql, hasEmbeds, type EmbedItem, type SelectItem } from './select';
import { quoteIdent, table, type Params } from './sql';

/** One embedded resource of the answer, resolved to its relationship. */
interface EmbedNode {
  item: EmbedItem;
  rel: Relationship;
  /** The key it is answered under and addressed by in filters: its alias, else the relation's name. */
  name: string;
  depth: number;
  children: EmbedNode[];
}

/** The SQL of one level of a read: its select list, the lateral joins of its embeds and its WHERE clause. */
export interface LevelSql {
  list: string[];
  joins: string;
  /** Only the joins that can remove rows (`!inner`, null filters), for the count. */
  countJoins: string;
  where: string;
}

const toMany = (rel: Relationship) => rel.cardinality === 'one-to-many' || rel.cardinality === 'many-to-many';

function resolve(catalog: RelationshipCatalog, origin: string, items: SelectItem[], depth: number): EmbedNode[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const rel = findRelationship(catalog, origin, item.relation, item.hint);
    return [{ item, rel, name: item.alias ?? item.relation, depth, children: resolve(catalog, rel.foreignTable, item.items, depth + 1) }];
  });
}

/** PGRST108 for a parameter addressed to a resource the select does not embed. */
function checkPaths(roots: EmbedNode[], paths: Iterable<string>) {
  for (const path of paths) {
    let level = roots;
    for (const segment of path.split('.')) {
      const found = level.find((node) => node.name === segment);
      if (found) {
        level = found.children;
        continue;
      }
      const byTarget = level.find((node) => node.item.relation === segment && node.item.alias !== undefined);
      throw new RestError(400, 'PGRST108', `'${segment}' is not an embedded resource in this request`,
        byTarget ? 'Target names are not allowed in filters if they have an alias' : null,
        byTarget
          ? `Change '${segment}' to '${byTarget.name}' in filters, orders or limits.`
          : `Verify that '${segment}' is included in the 'select' query parameter.`);
    }
  }
}

function joinConditions(rel: Relationship, alias: string, parent: string, junction: string): string[] {
  if (rel.junction) {
    return [
      ...rel.junction.target.columns.map(([j, f]) => `${alias}.${quoteIdent(f)} = ${junction}.${quoteIdent(j)}`),
      ...rel.junction.source.columns.map(([j, o]) => `${junction}.${quoteIdent(j)} = ${parent}.${quoteIdent(o)}`),
    ];
  }
  return rel.columns.map(([own, foreign]) => `${alias}.${quoteIdent(foreign)} = ${parent}.${quoteIdent(own)}`);
}

function levelRange({ limit, offset }: LevelParams): string {
  const query = new URLSearchParams();
  if (limit !== null) query.set('limit', limit);
  if (offset !== null) query.set('offset', offset);
  return rangeSql(parseRange(query, null));
}

interface Level {
  items: SelectItem[];
  qualifier: string;
  /** The relation's own name, for the lateral joins' names (PostgREST's `films_directors_1`). */
  relation: string;
  params: LevelParams;
  nodes: EmbedNode[];
  path: string;
}

function levelSql(level: Level, parts: QueryParts, params: Params, extra: string[] = []): LevelSql {
  const list = columnsSql(level.items, params, level.qualifier);
  const joins: string[] = [];
  const filtering: string[] = [];
  const laterals = new Map<string, { sql: string; value: string }>();
  for (const [index, node] of level.nodes.entries()) {
    const path = level.path ? `${level.path}.${node.name}` : node.name;
    const alias = quoteIdent(`${node.rel.foreignTable}_${node.depth}`);
    const lateral = quoteIdent(`${level.relation}_${node.name}_${node.depth}${index > 0 && laterals.has(node.name) ? `_${index}` : ''}`);
    const junction = node.rel.junction ? quoteIdent(`${node.rel.junction.table}_${node.depth}`) : '';
    const conditions = joinConditions(node.rel, alias, level.qualifier, junction);
    const own = parts.embedded.get(path) ?? emptyLevel();
    const inner = levelSql({
      items: node.item.items, qualifier: alias, relation: node.rel.foreignTable, nodes: node.children, path, params: own,
    }, parts, params, conditions);
    const from = `${table(node.rel.foreignTable)} as ${alias}${node.rel.junction ? `, ${table(node.rel.junction.table)} as ${junction}` : ''}`;
    const rows = `select ${inner.list.join(', ')} from ${from}${inner.joins}${inner.where}${orderSql(own.order, params, alias)}${levelRange(own)}`;
    const many = toMany(node.rel);
    const sql = `(select ${many ? 'jsonb_agg(_e)' : 'to_jsonb(_e)'} as v from (${rows}) _e)`;
    const join = ` ${node.item.inner ? 'inner' : 'left'} join lateral ${sql} as ${lateral} on ${many && node.item.inner ? `${lateral}.v is not null` : 'true'}`;
    joins.push(join);
    if (node.item.inner) filtering.push(join);
    laterals.set(node.name, { sql: join, value: `${lateral}.v` });
    if (node.item.items.length > 0) list.push(`${many ? `coalesce(${lateral}.v, '[]'::jsonb)` : `${lateral}.v`} as ${quoteIdent(node.name)}`);
  }
  const used = new Set<string>();
  const scope: FilterScope = {
    qualifier: level.qualifier,
    embedded: (name) => {
      const found = laterals.get(name);
      if (found && !filtering.includes(found.sql)) used.add(found.sql);
      return found?.value ?? null;
    },
  };
  const filters = whereSql(level.params.filters, params, scope);
  const where = [...extra, ...(filters ? [filters.replace(/^ where /, '')] : [])];
  return {
    list,
    joins: joins.join(''),
    countJoins: [...filtering, ...used].join(''),
    where: where.length > 0 ? ` where ${where.join(' and ')}` : '',
  };
}

/**
 * Plans the top level of a read: `relation` is the table whose foreign keys the embeds follow (a function's row type
 * for /rpc), `qualifier` the name its rows go by in the query.
 */
export async function planLevel(
  tx: Queryable,
  relation: string | null,
  qualifier: string,
  items: SelectItem[],
  parts: QueryParts,
  params: Params,
): Promise<LevelSql> {
  let nodes: EmbedNode[] = [];
  if (hasEmbeds(items) || parts.embedded.size > 0) {
    if (relation === null) {
      throw new RestError(400, 'PGRST100', 'Embedded resources need a function that returns rows of a table');
    }
    const catalog = await loadRelationships(tx);
    // An unknown table is PGRST205 before any relationship is looked for, as in PostgREST.
    if (!catalog.relations.has(relation)) throw await tableNotFound(tx, relation);
    nodes = resolve(catalog, relation, items, 1);
    checkPaths(nodes, parts.embedded.keys());
  }
  return levelSql({ items, qualifier, relation: relation ?? 'rpc', params: parts, nodes, path: '' }, parts, params);
}
