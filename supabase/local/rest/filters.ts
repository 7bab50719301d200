import { parseError } from './errors';
import { parseField, type Field } from './field';

export type Filter =
  | { kind: 'op'; field: Field; negate: boolean; op: string; modifier?: 'any' | 'all'; config?: string; value: string }
  | { kind: 'logic'; negate: boolean; op: 'and' | 'or'; children: Filter[] };

export const COMPARISON_OPS: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-', isdistinct: 'is distinct from',
};
export const FTS_OPS: Record<string, string> = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
};
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

/** Splits on commas outside parentheses, braces and double quotes. */
export function splitTopLevel(input: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + input[++i];
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
      continue;
    }
    if (depth < 0) throw parseError(`unbalanced parentheses in "${input}"`);
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(`unbalanced quotes or parentheses in "${input}"`);
  items.push(current);
  return items;
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Parses "[not.]op[(modifier)].value" for one field. */
export function parseOperation(fieldRaw: string, expr: string, inLogicTree: boolean): Filter {
  const field = parseField(fieldRaw);
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`failed to parse filter (${expr})`, `"${fieldRaw}=${expr}" has no operator.value`);
  const token = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  if (inLogicTree) value = unquote(value);
  const m = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(token);
  const op = m?.[1] ?? '';
  const arg = m?.[2];
  if (!m || (!(op in COMPARISON_OPS) && !(op in FTS_OPS) && op !== 'is' && op !== 'in')) {
    throw parseError(`unknown operator "${token}" in filter (${fieldRaw}=${expr})`, null,
      `Supported operators: ${[...Object.keys(COMPARISON_OPS), ...Object.keys(FTS_OPS), 'is', 'in'].join(', ')}`);
  }
  const filter: Filter = { kind: 'op', field, negate, op, value };
  if (arg !== undefined) {
    if (op in FTS_OPS) {
      if (!/^[a-z_][a-z0-9_]*$/i.test(arg)) throw parseError(`invalid text search configuration "${arg}"`);
      filter.config = arg;
    } else if ((arg === 'any' || arg === 'all') && QUANTIFIABLE.has(op)) {
      filter.modifier = arg;
    } else {
      throw parseError(`invalid modifier "(${arg})" for operator "${op}"`);
    }
  }
  validateValue(filter);
  return filter;
}

function validateValue(filter: Extract<Filter, { kind: 'op' }>) {
  const { op, value, modifier } = filter;
  if (op === 'is' && !/^(null|not_null|true|false|unknown)$/i.test(value)) {
    throw parseError(`"is" accepts null, not_null, true, false or unknown, not "${value}"`);
  }
  if (op === 'in' && !/^\(.*\)$/s.test(value)) throw parseError(`"in" needs a list in parentheses, e.g. in.(1,2), not "${value}"`);
  if (modifier && !/^\{.*\}$/s.test(value)) throw parseError(`"${op}(${modifier})" needs a list in braces, e.g. {1,2}`);
}

export function parseInList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item));
}

/** How deeply or=/and= may nest: deeper trees are refused before they reach the parser's and PostgreSQL's stacks. */
const MAX_LOGIC_DEPTH = 32;

/** Parses the value of or=/and= (and not.or=/not.and=): "(a.eq.1,and(b.gt.2,c.is.null))". */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string, depth = 0): Filter {
  if (depth >= MAX_LOGIC_DEPTH) throw parseError(`logic tree nests more than ${MAX_LOGIC_DEPTH} levels deep`);
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${value})`, `"${op}" needs a parenthesised list, e.g. ${op}=(a.eq.1,b.eq.2)`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') throw parseError(`empty logic tree "${op}=${value}"`);
  const children = splitTopLevel(inner).map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree item "${item}"`);
    return parseOperation(item.slice(0, dot), item.slice(dot + 1), true);
  });
  return { kind: 'logic', negate, op, children };
}
