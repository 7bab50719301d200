import type { Queryable } from '../db';
import { planLevel } from './embed';
import type { Output } from './media';
import { orderSql } from './order';
import { preferenceHeaders, type Preferences } from './prefer';
import type { QueryParts } from './query-params';
import { contentRange, rangeSql, rangeStatus, type Range } from './range';
import { bodyResponse, runShaped } from './response';
import { parseSelect } from './select';
import { quoteIdent, type Params } from './sql';
import type { RestResponse } from './types';

export interface ReadOptions {
  parts: QueryParts;
  range: Range;
  prefs: Preferences;
  output: Output;
  head: boolean;
}

/** What is read: a FROM item whose rows go by `name`, and the table whose foreign keys embeds follow. */
export interface ReadSource {
  from: string;
  name: string;
  relation: string | null;
}

/** GET/HEAD on a table, a view, or the rows of a set-returning function. */
export async function readRows(tx: Queryable, source: ReadSource, params: Params, opts: ReadOptions): Promise<RestResponse> {
  const { parts, range, prefs, output, head } = opts;
  const qualifier = quoteIdent(source.name);
  const level = await planLevel(tx, source.relation, qualifier, parseSelect(parts.select), parts, params);
  const order = orderSql(parts.order, params, qualifier);
  const inner = `select ${level.list.join(', ')} from ${source.from}${level.joins}${level.where}${order}${rangeSql(range)}`;
  const countSql = prefs.count ? `select count(*) from ${source.from}${level.countJoins}${level.where}` : undefined;
  const shaped = await runShaped(tx, inner, params.values, { countSql });
  const status = rangeStatus(range.offset, shaped.n, shaped.total);
  return bodyResponse(
    status,
    output,
    shaped,
    { 'content-range': contentRange(range.offset, shaped.n, shaped.total), ...preferenceHeaders(prefs, ['count', 'handling']) },
    head,
  );
}
