import type { Queryable } from '../db';
import { RestError } from './errors';
import { contentTypeFor, type Output } from './media';
import type { RestResponse } from './types';

export interface Shaped {
  body: string;
  single: string | null;
  n: number;
  total: number | null;
}

/** PostgreSQL produces the JSON, so every value keeps exactly PostgreSQL's JSON type. */
export async function runShaped(
  tx: Queryable,
  inner: string,
  params: unknown[],
  { countSql, withSql = '' }: { countSql?: string; withSql?: string } = {},
): Promise<Shaped> {
  const total = countSql ? `, (${countSql})::int as total` : ', null::int as total';
  const { rows } = await tx.query<Shaped>(
    `${withSql}select coalesce(json_agg(_r), '[]')::text as body,
       case when count(*) = 1 then (json_agg(_r)->0)::text end as single,
       count(*)::int as n${total}
     from (${inner}) _r`,
    params,
  );
  const row = rows[0];
  if (!row) throw new Error('aggregate query returned no row');
  return row;
}

export function assertSingular(output: Output, n: number) {
  if (output === 'object' && n !== 1) {
    throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
  }
}

export function bodyResponse(
  status: number,
  output: Output,
  shaped: Shaped,
  headers: Record<string, string>,
  head = false,
): RestResponse {
  assertSingular(output, shaped.n);
  const body = output === 'object' ? (shaped.single ?? '') : shaped.body;
  return { status, headers: { 'content-type': contentTypeFor(output), ...headers }, body: head ? '' : body };
}
