import { parseError, RestError } from './errors';
import { fieldName, fieldSql, parseField } from './field';
import { splitTopLevel } from './filters';
import { castType, ident, quoteIdent, type Params } from './sql';

const AGGREGATE = /(^|\.)(count|sum|avg|min|max)\(\)/;

function embeddedError(item: string): RestError {
  return parseError(
    `Embedded resources are not supported by the local backend: "${item}"`,
    'The select parameter may only list columns, aliases (alias:col), casts (col::text) and JSON paths (col->key).',
    'Query the related table separately, or call a SQL function through /rpc.',
  );
}

/** Turns PostgREST's select parameter into a SQL select list. */
export function selectSql(select: string | null, params: Params): string {
  const raw = (select ?? '*').replace(/\s+/g, '');
  if (raw === '' || raw === '*') return '*';
  return splitTopLevel(raw)
    .map((item) => {
      if (item === '') throw parseError(`empty item in select=${raw}`);
      if (item === '*') return '*';
      if (AGGREGATE.test(item)) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (item.startsWith('...') || /[()!]/.test(item)) throw embeddedError(item);
      const colon = /^([^:]+):(?!:)(.*)$/.exec(item);
      const alias = colon ? colon[1] : undefined;
      const rest = colon ? (colon[2] as string) : item;
      const [fieldRaw, cast, extra] = rest.split('::');
      if (extra !== undefined || fieldRaw === undefined || fieldRaw === '*') throw parseError(`failed to parse select item "${item}"`);
      if (alias !== undefined) ident(alias, 'alias');
      const field = parseField(fieldRaw);
      let sql = fieldSql(field, params);
      if (cast !== undefined) sql = `(${sql})::${castType(cast)}`;
      const name = alias ?? fieldName(field);
      return cast === undefined && alias === undefined && field.path.length === 0 ? sql : `${sql} as ${quoteIdent(name)}`;
    })
    .join(', ');
}
