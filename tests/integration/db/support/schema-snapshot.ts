import type { Queryable } from '@/supabase/local/db';

// The schemas the migrations write to (auth for the triggers on auth.users; bootstrap.sql makes the rest of it).
const schemas = `('public', 'private', 'extensions', 'auth')`;
const inSchemas = (nsp: string) => `${nsp}::regnamespace::text in ${schemas}`;
// An ACL as sorted text: the same grants given in another order are the same ACL, and a null ACL is the owner's
// default one spelled out (what `grant execute ... to public` leaves on a function is the default, too).
const acl = (column: string, kind?: string, owner?: string) =>
  `coalesce((select string_agg(a::text, ',' order by a::text) from unnest(${
    kind ? `coalesce(${column}, acldefault(${kind}, ${owner}))` : column
  }) a), '-')`;

/**
 * Everything a migration can make, as sorted lines, from the catalog: what pg_dump would print, readable on PGlite
 * too (which has no pg_dump). Two databases with the same lines have the same schema, grants and data.
 */
const queries: Record<string, string> = {
  schema: `select nspname || ' ' || ${acl('nspacl', `'n'`, 'nspowner')} from pg_namespace where nspname in ${schemas}`,
  'default acl': `select defaclrole::regrole || ' ' || coalesce(defaclnamespace::regnamespace::text, '*') || ' '
    || defaclobjtype::text || ' ' || ${acl('defaclacl')} from pg_default_acl`,
  extension: `select extname || ' ' || extnamespace::regnamespace from pg_extension`,
  relation: `select c.oid::regclass || ' ' || c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
    || ' ' || ${acl('c.relacl', `case c.relkind when 'S' then 's'::"char" else 'r' end`, 'c.relowner')} || ' ' || coalesce(array_to_string(c.reloptions, ','), '')
    from pg_class c where ${inSchemas('c.relnamespace')} and c.relkind in ('r', 'v', 'm', 'S', 'p', 'f', 'c')`,
  column: `select c.oid::regclass || ' #' || row_number() over (partition by c.oid order by a.attnum) || ' ' || a.attname
    || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
    || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') || ' ' || a.attgenerated::text || a.attidentity::text
    || ' ' || ${acl('a.attacl')} || coalesce(' collate ' || nullif(a.attcollation, 0)::regcollation::text, '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${inSchemas('c.relnamespace')} and c.relkind in ('r', 'v', 'm', 'p', 'f', 'c') and a.attnum > 0
      and not a.attisdropped`,
  constraint: `select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where ${inSchemas('connamespace')}`,
  index: `select pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    where ${inSchemas('c.relnamespace')}`,
  view: `select c.oid::regclass || ' ' || pg_get_viewdef(c.oid) from pg_class c
    where ${inSchemas('c.relnamespace')} and c.relkind in ('v', 'm')`,
  function: `select pg_get_functiondef(p.oid) || ' acl ' || ${acl('p.proacl', `'f'`, 'p.proowner')} from pg_proc p
    where ${inSchemas('p.pronamespace')} and p.prokind in ('f', 'p', 'w')`,
  aggregate: `select p.oid::regprocedure::text from pg_proc p where ${inSchemas('p.pronamespace')} and p.prokind = 'a'`,
  trigger: `select pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where ${inSchemas('c.relnamespace')} and not t.tgisinternal`,
  policy: `select schemaname || '.' || tablename || ' ' || policyname || ' ' || permissive || ' ' || cmd || ' '
    || roles::text || ' using ' || coalesce(qual, '-') || ' check ' || coalesce(with_check, '-')
    from pg_policies where schemaname in ${schemas}`,
  type: `select t.oid::regtype || ' ' || t.typtype::text || ' ' || coalesce((select string_agg(e.enumlabel, ',' order by
    e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '') || ' ' || coalesce(pg_get_constraintdef(
    (select oid from pg_constraint where contypid = t.oid limit 1)), '')
    from pg_type t where ${inSchemas('t.typnamespace')} and t.typtype in ('e', 'd', 'r')`,
  sequence: `select s.seqrelid::regclass || ' ' || format_type(s.seqtypid, null) || ' ' || s.seqstart || ' '
    || s.seqincrement || ' ' || s.seqmax || ' ' || s.seqcycle from pg_sequence s join pg_class c on c.oid = s.seqrelid
    where ${inSchemas('c.relnamespace')}`,
  comment: `select d.classoid::regclass || ' ' || coalesce(
      (select c.oid::regclass::text from pg_class c where d.classoid = 'pg_class'::regclass and c.oid = d.objoid),
      (select p.oid::regprocedure::text from pg_proc p where d.classoid = 'pg_proc'::regclass and p.oid = d.objoid),
      (select n.nspname::text from pg_namespace n where d.classoid = 'pg_namespace'::regclass and n.oid = d.objoid),
      d.objoid::text) || ' ' || d.objsubid || ' ' || d.description
    from pg_description d
    where (d.classoid = 'pg_class'::regclass and exists (select 1 from pg_class c where c.oid = d.objoid and ${inSchemas('c.relnamespace')}))
       or (d.classoid = 'pg_proc'::regclass and exists (select 1 from pg_proc p where p.oid = d.objoid and ${inSchemas('p.pronamespace')}))
       or (d.classoid = 'pg_namespace'::regclass and exists (select 1 from pg_namespace n where n.oid = d.objoid and n.nspname in ${schemas}))`,
};

/** The catalog of a migrated database as `kind: line` strings, sorted; rows of every table are added by data(). */
export async function schemaSnapshot(db: Queryable): Promise<string[]> {
  const lines: string[] = [];
  for (const [kind, sql] of Object.entries(queries)) {
    const { rows } = await db.query<{ line: string }>(`select line from (${sql}) q(line)`);
    for (const { line } of rows) lines.push(`${kind}: ${line}`);
  }
  const tables = await db.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c where ${inSchemas('c.relnamespace')} and c.relkind = 'r'`,
  );
  for (const { name } of tables.rows) {
    const { rows } = await db.query<{ line: string }>(
      `select count(*) || ' rows, md5 ' || coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '-') as line
         from ${name} r`,
    );
    lines.push(`data: ${name} ${rows[0]?.line}`);
  }
  return lines.sort();
}
