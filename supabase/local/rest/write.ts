import type { Queryable } from '../db';
import { planLevel } from './embed';
import { RestError } from './errors';
import { contentTypeFor, type Output } from './media';
import { preferenceHeaders, type Preferences } from './prefer';
import type { QueryParts } from './query-params';
import { contentRange } from './range';
import { assertSingular, runShaped, type Shaped } from './response';
import { parseSelect } from './select';
import { Params, quoteIdent } from './sql';
import type { RestResponse } from './types';

export interface WriteSpec {
  kind: 'insert' | 'update' | 'delete';
  table: string;
  primaryKey: string[];
  /** How many data-modifying statements (inserts are grouped by their set of keys). */
  statements: number;
  /** Whether Prefer: resolution applies (an upsert with a conflict target). */
  resolution: boolean;
  /** A merge-duplicates upsert counts the rows it inserted (pgrst.inserted), to answer 200 when it only updated. */
  countsInserted: boolean;
  /** One INSERT/UPDATE/DELETE; `returning` is '' or a RETURNING clause. */
  build: (index: number, params: Params, returning: string) => string;
}

export interface WriteOptions {
  parts: QueryParts;
  prefs: Preferences;
  output: Output;
}

const EMPTY: Shaped = { body: '[]', single: null, n: 0, total: null };

/** The written rows, shaped by select (embeds included) over the statements' RETURNING. */
async function returningRows(tx: Queryable, spec: WriteSpec, returning: string, parts: QueryParts | null) {
  if (spec.statements === 0) return EMPTY;
  const params = new Params();
  const ctes = Array.from({ length: spec.statements }, (_, i) => `_w${i} as (${spec.build(i, params, returning)})`);
  const rows = ctes.length === 1 ? '_w0' : `(${ctes.map((_, i) => `select * from _w${i}`).join(' union all ')})`;
  const name = quoteIdent(spec.table);
  let list = '*';
  let joins = '';
  if (parts) {
    const level = await planLevel(tx, spec.table, name, parseSelect(parts.select), { ...parts, filters: [] }, params);
    list = level.list.join(', ');
    joins = level.joins;
  }
  return runShaped(tx, `select ${list} from ${rows} as ${name}${joins}`, params.values, { withSql: `with ${ctes.join(', ')} ` });
}

async function minimal(tx: Queryable, spec: WriteSpec): Promise<number> {
  let n = 0;
  for (let i = 0; i < spec.statements; i++) {
    const params = new Params();
    n += (await tx.query(spec.build(i, params, ''), params.values)).rowCount;
  }
  return n;
}

function location(spec: WriteSpec, shaped: Shaped): Record<string, string> {
  const first = (JSON.parse(shaped.body) as Record<string, unknown>[])[0];
  if (!first || spec.primaryKey.length === 0) return {};
  const query = spec.primaryKey.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(first[c]))}`);
  return { location: `/${spec.table}?${query.join('&')}` };
}

/** 201 for an insert; 200 for a merge-duplicates upsert that inserted nothing (PostgREST's pgrst.inserted). */
async function insertStatus(tx: Queryable, spec: WriteSpec): Promise<number> {
  if (!spec.countsInserted) return 201;
  const { rows } = await tx.query<{ n: number | null }>(`select nullif(current_setting('pgrst.inserted', true), '')::int as n`);
  return (rows[0]?.n ?? 0) > 0 ? 201 : 200;
}

/** Runs a write with PostgREST's Prefer: return / count / max-affected semantics and statuses. */
export async function executeWrite(tx: Queryable, spec: WriteSpec, { parts, prefs, output }: WriteOptions): Promise<RestResponse> {
  const mode = prefs.return ?? 'minimal';
  let shaped: Shaped | null = null;
  let headers: Record<string, string> = {};
  let n: number;
  if (mode === 'representation') {
    shaped = await returningRows(tx, spec, ' returning *', parts);
    n = shaped.n;
  } else {
    // select is checked (embeds resolved) even when nothing is returned, as PostgREST does.
    await planLevel(tx, spec.table, quoteIdent(spec.table), parseSelect(parts.select), { ...parts, filters: [] }, new Params());
    if (mode === 'headers-only' && spec.kind === 'insert' && spec.primaryKey.length > 0) {
      const pk = spec.primaryKey.map(quoteIdent).join(', ');
      const keys = await returningRows(tx, spec, ` returning ${pk}`, null);
      headers = location(spec, keys);
      n = keys.n;
    } else {
      n = await minimal(tx, spec);
    }
  }
  assertSingular(output, n);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && n > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${n} rows`);
  }
  const total = prefs.count ? n : null;
  headers['content-range'] = spec.kind === 'insert' ? `*/${total ?? '*'}` : contentRange(0, n, total);
  const applicable = ['missing', 'return', 'count', 'handling', 'max-affected'] as const;
  Object.assign(headers, preferenceHeaders(prefs, spec.resolution ? ['resolution', ...applicable] : applicable));
  const status = spec.kind === 'insert' ? await insertStatus(tx, spec) : shaped ? 200 : 204;
  if (shaped) {
    const body = output === 'object' ? (shaped.single ?? '') : shaped.body;
    return { status, headers: { 'content-type': contentTypeFor(output), ...headers }, body };
  }
  return { status, headers, body: '' };
}
