import { parseError, RestError } from './errors';

export interface Range {
  offset: number;
  /** null means no upper bound. */
  limit: number | null;
}

function nonNegative(name: string, value: string | null): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw parseError(`"${name}" must be a non-negative integer, got "${value}"`);
  return Number(value);
}

const notSatisfiable = (details: string) => new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

/** limit/offset query parameters intersected with a Range header, as PostgREST does. */
export function parseRange(query: URLSearchParams, rangeHeader: string | null): Range {
  const offset = nonNegative('offset', query.get('offset')) ?? 0;
  const limit = nonNegative('limit', query.get('limit'));
  let lower = offset;
  let upper = limit === null ? Infinity : offset + limit - 1;
  if (rangeHeader !== null) {
    const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader);
    if (!m) throw notSatisfiable(`The Range header "${rangeHeader}" is not of the form "from-to" or "from-"`);
    const from = Number(m[1]);
    const to = m[2] === '' ? Infinity : Number(m[2]);
    if (from > to) throw notSatisfiable(`The Range header "${rangeHeader}" starts after it ends`);
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
  }
  return { offset: lower, limit: upper === Infinity ? null : Math.max(0, upper - lower + 1) };
}

export function rangeSql(range: Range): string {
  const limit = range.limit === null ? '' : ` limit ${range.limit}`;
  return `${limit}${range.offset > 0 ? ` offset ${range.offset}` : ''}`;
}

export function contentRange(lower: number, returned: number, total: number | null): string {
  const upper = lower + returned - 1;
  const span = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${span}/${total ?? '*'}`;
}

/** 200, 206 when only part of the counted total is returned, 416 when the offset is past the end. */
export function rangeStatus(lower: number, returned: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable',
      `An offset of ${lower} was requested, but there are only ${total} rows.`, null,
      { 'content-range': `*/${total}` });
  }
  return returned < total ? 206 : 200;
}
