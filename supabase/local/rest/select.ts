import { parseError, RestError } from './errors';
import { fieldName, fieldSql, parseField, type Field } from './field';
import { splitTopLevel } from './filters';
import { castType, ident, quoteIdent, type Params } from './sql';

export interface ColumnItem {
  kind: 'column';
  field: Field;
  alias?: string;
  cast?: string;
}

/** `alias:relation!hint!inner(items)`: a related resource joined through a foreign key. */
export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  items: SelectItem[];
}

export type SelectItem = ColumnItem | { kind: 'star' } | EmbedItem;

/** PostgreSQL answers at most this many columns (its target lists' limit); a longer select is refused up front. */
export const MAX_SELECT_ITEMS = 1664;
const MAX_EMBED_DEPTH = 16;

const AGGREGATE = /(^|\.)(count|sum|avg|min|max)\(\)/;
const EMBED = /^(?:([^:()!]+):)?([^:()!]+)((?:![^:()!]+)*)\((.*)\)$/s;

function parseEmbed(item: string, depth: number): EmbedItem {
  const m = EMBED.exec(item);
  if (!m) throw parseError(`failed to parse select item "${item}"`);
  const [, alias, relation = '', marks = '', inside = ''] = m;
  const embed: EmbedItem = { kind: 'embed', relation, inner: false, items: [] };
  if (alias !== undefined) embed.alias = alias;
  ident(relation, 'relation');
  for (const mark of marks.split('!').slice(1)) {
    if (mark === 'inner' || mark === 'left') embed.inner = mark === 'inner';
    else if (embed.hint === undefined) embed.hint = mark;
    else throw parseError(`"${item}" gives more than one relationship hint`);
  }
  if (depth >= MAX_EMBED_DEPTH) throw parseError(`select nests embedded resources more than ${MAX_EMBED_DEPTH} levels deep`);
  embed.items = inside === '' ? [] : parseItems(inside, depth + 1);
  return embed;
}

function parseColumn(item: string): ColumnItem {
  const colon = /^([^:]+):(?!:)(.*)$/.exec(item);
  const alias = colon ? colon[1] : undefined;
  const rest = colon ? (colon[2] as string) : item;
  const [fieldRaw, cast, extra] = rest.split('::');
  if (extra !== undefined || fieldRaw === undefined || fieldRaw === '*') throw parseError(`failed to parse select item "${item}"`);
  if (alias !== undefined) ident(alias, 'alias');
  const column: ColumnItem = { kind: 'column', field: parseField(fieldRaw) };
  if (alias !== undefined) column.alias = alias;
  if (cast !== undefined) column.cast = castType(cast);
  return column;
}

function parseItems(raw: string, depth: number): SelectItem[] {
  const items = splitTopLevel(raw).map((item): SelectItem => {
    if (item === '') throw parseError(`empty item in select=${raw}`);
    if (item === '*') return { kind: 'star' };
    if (AGGREGATE.test(item)) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    if (item.startsWith('...')) {
      throw parseError(`spread embeds are not supported by the local backend: "${item}"`, null,
        'Embed the resource without "..." and read its columns from the embedded object');
    }
    return item.endsWith(')') ? parseEmbed(item, depth) : parseColumn(item);
  });
  if (items.length > MAX_SELECT_ITEMS) {
    throw parseError(`select lists ${items.length} items, more than the ${MAX_SELECT_ITEMS} columns a response can have`);
  }
  return items;
}

/** PostgREST's select parameter as a tree of columns and embedded resources; absent or empty means `*`. */
export function parseSelect(select: string | null): SelectItem[] {
  const raw = (select ?? '*').replace(/\s+/g, '');
  return raw === '' ? [{ kind: 'star' }] : parseItems(raw, 0);
}

/** The SQL of one level's own columns (embeds are joined apart), each qualified by the relation's name. */
export function columnsSql(items: SelectItem[], params: Params, qualifier: string): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') out.push(`${qualifier}.*`);
    if (item.kind !== 'column') continue;
    let sql = fieldSql(item.field, params, qualifier);
    if (item.cast !== undefined) sql = `(${sql})::${item.cast}`;
    out.push(`${sql} as ${quoteIdent(item.alias ?? fieldName(item.field))}`);
  }
  return out;
}

export const hasEmbeds = (items: SelectItem[]) => items.some((item) => item.kind === 'embed');
