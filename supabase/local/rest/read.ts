import type { Queryable } from '../db';
import { whereSql } from './filter-sql';
import type { Output } from './media';
import { orderSql } from './order';
import type { Preferences } from './prefer';
import type { QueryParts } from './query-params';
import { contentRange, rangeSql, rangeStatus, type Range } from './range';
import { bodyResponse, preferenceHeaders, runShaped } from './response';
import { selectSql } from './select';
import type { Params } from './sql';
import type { RestResponse } from './types';

export interface ReadOptions {
  parts: QueryParts;
  range: Range;
  prefs: Preferences;
  output: Output;
  head: boolean;
}

/** GET/HEAD on a table, a view, or the rows of a set-returning function (source is a FROM item). */
export async function readRows(tx: Queryable, source: string, params: Params, opts: ReadOptions): Promise<RestResponse> {
  const { parts, range, prefs, output, head } = opts;
  const select = selectSql(parts.select, params);
  const where = whereSql(parts.filters, params);
  const order = orderSql(parts.order, params);
  const inner = `select ${select} from ${source}${where}${order}${rangeSql(range)}`;
  const countSql = prefs.count ? `select count(*) from ${source}${where}` : undefined;
  const shaped = await runShaped(tx, inner, params.values, { countSql });
  const status = rangeStatus(range.offset, shaped.n, shaped.total);
  return bodyResponse(
    status,
    output,
    shaped,
    { 'content-range': contentRange(range.offset, shaped.n, shaped.total), ...preferenceHeaders(prefs, ['count', 'tx', 'params']) },
    head,
  );
}
