import type { Queryable } from '../db';
import { RestError } from './errors';
import { contentTypeFor, type Output } from './media';
import type { Preferences } from './prefer';
import type { QueryParts } from './query-params';
import { contentRange } from './range';
import { assertSingular, preferenceHeaders, runShaped, type Shaped } from './response';
import { selectSql } from './select';
import { Params, quoteIdent } from './sql';
import type { RestResponse } from './types';

export interface WriteSpec {
  kind: 'insert' | 'update' | 'delete';
  table: string;
  primaryKey: string[];
  /** How many data-modifying statements (inserts are grouped by their set of keys). */
  statements: number;
  /** One INSERT/UPDATE/DELETE; `returning` is '' or a RETURNING clause. */
  build: (index: number, params: Params, returning: string) => string;
}

export interface WriteOptions {
  parts: QueryParts;
  prefs: Preferences;
  output: Output;
}

const EMPTY: Shaped = { body: '[]', single: null, n: 0, total: null };

async function returningRows(tx: Queryable, spec: WriteSpec, returning: string, select: (p: Params) => string) {
  if (spec.statements === 0) return EMPTY;
  const params = new Params();
  const list = select(params);
  const ctes = Array.from({ length: spec.statements }, (_, i) => `_w${i} as (${spec.build(i, params, returning)})`);
  const source = ctes.length === 1 ? '_w0' : `(${ctes.map((_, i) => `select * from _w${i}`).join(' union all ')}) _w`;
  return runShaped(tx, `select ${list} from ${source}`, params.values, { withSql: `with ${ctes.join(', ')} ` });
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

/** Runs a write with PostgREST's Prefer: return / count / max-affected semantics and statuses. */
export async function executeWrite(tx: Queryable, spec: WriteSpec, { parts, prefs, output }: WriteOptions): Promise<RestResponse> {
  const mode = prefs.return ?? 'minimal';
  selectSql(parts.select, new Params()); // validates select even when nothing is returned
  let shaped: Shaped | null = null;
  let headers: Record<string, string> = {};
  let n: number;
  if (mode === 'representation') {
    shaped = await returningRows(tx, spec, ' returning *', (p) => selectSql(parts.select, p));
    n = shaped.n;
  } else if (mode === 'headers-only' && spec.kind === 'insert' && spec.primaryKey.length > 0) {
    const pk = spec.primaryKey.map(quoteIdent).join(', ');
    const keys = await returningRows(tx, spec, ` returning ${pk}`, () => '*');
    headers = location(spec, keys);
    n = keys.n;
  } else {
    n = await minimal(tx, spec);
  }
  assertSingular(output, n);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && n > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`);
  }
  const total = prefs.count ? n : null;
  headers['content-range'] = spec.kind === 'insert' ? `*/${total ?? '*'}` : contentRange(0, n, total);
  Object.assign(headers, preferenceHeaders(prefs, ['return', 'count', 'resolution', 'missing', 'tx', 'max-affected', 'handling']));
  if (shaped) {
    const body = output === 'object' ? (shaped.single ?? '') : shaped.body;
    return { status: spec.kind === 'insert' ? 201 : 200, headers: { 'content-type': contentTypeFor(output), ...headers }, body };
  }
  return { status: spec.kind === 'insert' ? 201 : 204, headers, body: '' };
}
