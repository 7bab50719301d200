import type { Queryable } from './db';

/**
 * Writes the `Database` type in the shape `supabase gen types typescript` emits, from a migrated database's catalog,
 * so the app is typed the same way against the local backend and a hosted project.
 */
const scalarTypes: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
  tsvector: 'unknown',
};

interface Column {
  relation: string;
  kind: string;
  name: string;
  type: string;
  elem: string | null;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

function tsType(type: string, elem: string | null, enums: Map<string, string[]>): string {
  if (elem) return `${tsType(elem, null, enums)}[]`;
  const values = enums.get(type);
  if (values) return values.map((v) => JSON.stringify(v)).join(' | ');
  return scalarTypes[type] ?? 'string';
}

/** An argument's type as loadFunctions spells it: "int4", or "text[]" for an array. */
function argType(type: string, enums: Map<string, string[]>): string {
  const elem = type.endsWith('[]') ? type.slice(0, -2) : null;
  return tsType(elem ?? type, elem, enums);
}

const q = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function loadColumns(db: Queryable): Promise<Column[]> {
  const { rows } = await db.query<Column>(`
    select c.relname as relation, c.relkind::text as kind, a.attname as name,
           coalesce(et.typname, t.typname) as type,
           case when t.typcategory = 'A' then et.typname end as elem,
           not a.attnotnull as nullable,
           (a.atthasdef or a.attidentity <> '') as has_default,
           a.attgenerated <> '' as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`);
  return rows.map((r) => ({ ...r, type: r.elem ? r.elem : r.type }));
}

async function loadRelationships(db: Queryable) {
  const { rows } = await db.query<{ relation: string; name: string; columns: string[]; target: string; target_columns: string[]; one_to_one: boolean }>(`
    select c.relname as relation, con.conname as name,
           array(select attname::text from unnest(con.conkey) with ordinality k(n, i) join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i) as columns,
           tc.relname as target,
           array(select attname::text from unnest(con.confkey) with ordinality k(n, i) join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i) as target_columns,
           exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u') and u.conkey::int2[] = con.conkey::int2[]) as one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class tc on tc.oid = con.confrelid
      join pg_namespace tn on tn.oid = tc.relnamespace
     where con.contype = 'f' and n.nspname = 'public' and tn.nspname = 'public'
     order by c.relname, con.conname`);
  return rows;
}

interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  /** Every argument's type, OUT and TABLE columns included ("text", "int4[]"), in declaration order. */
  arg_types: string[];
  /** pg_proc.proargmodes, one letter per argument: i(n), o(ut), b (inout), v(ariadic), t(able column). */
  arg_modes: string[];
  arg_defaults: number;
  returns: string;
  returns_elem: string | null;
  returns_set: boolean;
  returns_relation: string | null;
}

async function loadFunctions(db: Queryable): Promise<FunctionInfo[]> {
  const { rows } = await db.query<FunctionInfo>(`
    select p.proname as name, p.proargnames::text[] as arg_names,
           array(select coalesce(et.typname, t.typname) || case when t.typcategory = 'A' then '[]' else '' end
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                   join pg_type t on t.oid = a.oid left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
                  order by a.i) as arg_types,
           coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])) as arg_modes,
           p.pronargdefaults as arg_defaults,
           rt.typname as returns,
           case when rt.typcategory = 'A' then ret.typname end as returns_elem,
           p.proretset as returns_set,
           case when rt.typtype = 'c' then rc.relname end as returns_relation
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
      left join pg_class rc on rc.oid = rt.typrelid
     where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname, p.oid`);
  return rows;
}

async function loadEnums(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ name: string; values: string[] }>(`
    select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' group by t.typname order by t.typname`);
  return new Map(rows.map((r) => [r.name, r.values]));
}

export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const [columns, relationships, functions, enums] = await Promise.all([
    loadColumns(db),
    loadRelationships(db),
    loadFunctions(db),
    loadEnums(db),
  ]);
  const relations = new Map<string, Column[]>();
  for (const column of columns) relations.set(column.relation, [...(relations.get(column.relation) ?? []), column]);

  const field = (c: Column, mode: 'Row' | 'Insert' | 'Update', isView: boolean) => {
    const base = tsType(c.type, c.elem, enums);
    const type = c.nullable || isView ? `${base} | null` : base;
    if (mode === 'Row') return `          ${q(c.name)}: ${type}`;
    if (c.generated) return `          ${q(c.name)}?: never`;
    const optional = mode === 'Update' || c.nullable || c.has_default || isView;
    return `          ${q(c.name)}${optional ? '?' : ''}: ${type}`;
  };
  const relationBlock = (name: string, cols: Column[], isView: boolean) => {
    const rels = relationships
      .filter((r) => r.relation === name)
      .map(
        (r) =>
          `          {\n            foreignKeyName: ${JSON.stringify(r.name)}\n            columns: ${JSON.stringify(r.columns)}\n` +
          `            isOneToOne: ${r.one_to_one}\n            referencedRelation: ${JSON.stringify(r.target)}\n` +
          `            referencedColumns: ${JSON.stringify(r.target_columns)}\n          },`,
      );
    const modes = (['Row', 'Insert', 'Update'] as const).map(
      (mode) => `        ${mode}: {\n${cols.map((c) => field(c, mode, isView)).join('\n')}\n        }`,
    );
    return `      ${q(name)}: {\n${modes.join('\n')}\n        Relationships: [${rels.length ? `\n${rels.join('\n')}\n        ` : ''}]\n      }`;
  };
  const tables = [...relations].filter(([, cols]) => cols[0]?.kind === 'r' || cols[0]?.kind === 'p');
  const views = [...relations].filter(([, cols]) => cols[0]?.kind === 'v' || cols[0]?.kind === 'm');

  const functionBlocks = functions.map((f) => {
    const params = f.arg_types.map((type, i) => ({ name: f.arg_names?.[i] || null, type, mode: f.arg_modes[i] ?? 'i' }));
    const inputs = params.filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
    // RETURNS TABLE (...): the columns are TABLE-mode arguments; supabase gen types lists them as a row type.
    const tableColumns = params.filter((p) => p.mode === 't');
    const firstDefault = inputs.length - f.arg_defaults;
    const args = inputs.map((p, i) => `          ${q(p.name ?? `arg${i}`)}${i >= firstDefault ? '?' : ''}: ${argType(p.type, enums)}`);
    let returns = tableColumns.length
      ? `{\n${tableColumns.map((p, i) => `          ${q(p.name ?? `column${i}`)}: ${argType(p.type, enums)}`).join('\n')}\n        }`
      : f.returns_relation
        ? `{\n${(relations.get(f.returns_relation) ?? []).map((c) => `          ${q(c.name)}: ${tsType(c.type, c.elem, enums)}${c.nullable ? ' | null' : ''}`).join('\n')}\n        }`
        : tsType(f.returns_elem ?? f.returns, f.returns_elem, enums);
    if (f.returns_set) returns = `${returns}[]`;
    const argBlock = args.length ? `{\n${args.join('\n')}\n        }` : 'never';
    return `      ${q(f.name)}: {\n        Args: ${argBlock}\n        Returns: ${returns}\n      }`;
  });
  const enumBlock = [...enums].map(([name, values]) => `      ${q(name)}: ${values.map((v) => JSON.stringify(v)).join(' | ')}`);

  return `// Generated by \`npm run db:types\` from supabase/migrations. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
${tables.map(([name, cols]) => relationBlock(name, cols, false)).join('\n')}
    }
    Views: {
${views.map(([name, cols]) => relationBlock(name, cols, true)).join('\n')}
    }
    Functions: {
${functionBlocks.join('\n')}
    }
    Enums: {
${enumBlock.join('\n')}
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Views<T extends keyof PublicSchema['Views']> = PublicSchema['Views'][T]['Row']
`;
}
