import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitStatements } from './sql-statements';

/**
 * Before the first release every function, view, table, trigger and policy is created once, in its domain's file
 * (docs/database.md): a change edits that definition. After the release a change is a new migration; set
 * FIRST_RELEASE to the last released version then, and the files after it may redefine what came before (each object
 * still once within a file).
 */
const FIRST_RELEASE = null as string | null;

const dir = join(process.cwd(), 'supabase', 'migrations');
const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();

/** The objects a statement creates, as `kind name` (functions by name: the migrations keep no overloads). */
export function definedObjects(text: string): string[] {
  const sql = text.replace(/\s+/g, ' ').toLowerCase();
  const patterns: [string, RegExp][] = [
    ['function', /^create (?:or replace )?function ([\w.]+)/],
    ['view', /^create (?:or replace )?view ([\w.]+)/],
    ['table', /^create table (?:if not exists )?([\w.]+)/],
    ['index', /^create (?:unique )?index (?:if not exists )?(\w+)/],
    ['trigger', /^create (?:or replace )?trigger (\w+) .*? on ([\w.]+)/],
    ['policy', /^create policy ("[^"]+"|\w+) on ([\w.]+)/],
  ];
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(sql);
    if (match) return [`${kind} ${match.slice(1).join(' on ')}`];
  }
  return [];
}

function definitions(names: string[]): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of names) {
    for (const { text } of splitStatements(readFileSync(join(dir, file), 'utf8'))) {
      for (const object of definedObjects(text)) where.set(object, [...(where.get(object) ?? []), file]);
    }
  }
  return where;
}

const twice = (where: Map<string, string[]>) => [...where].filter(([, at]) => at.length > 1).map(([o, at]) => `${o}: ${at.join(', ')}`);

it('recognises what the migrations create', () => {
  expect(definedObjects('create or replace function public.search_trips(p text) returns int')).toEqual([
    'function public.search_trips',
  ]);
  expect(definedObjects('create policy "trips: public" on public.trips for select')).toEqual([
    'policy "trips: public" on public.trips',
  ]);
  expect(definedObjects('grant select on public.trips to anon')).toEqual([]);
});

it('creates every function, view, table, index, trigger and policy once before the first release', () => {
  const released = files.filter((f) => FIRST_RELEASE === null || f.slice(0, 14) <= FIRST_RELEASE);
  const where = definitions(released);
  expect(where.size).toBeGreaterThan(300);
  expect([...where.keys()].filter((o) => o.startsWith('function ')).length).toBeGreaterThan(130);
  expect(twice(where)).toEqual([]);
});

it('creates nothing twice within one migration file', () => {
  const perFile = files.map((file) => ({ file, twice: twice(definitions([file])) }));
  expect(perFile.length).toBeGreaterThan(0);
  expect(perFile.filter((f) => f.twice.length > 0)).toEqual([]);
});

it('splits statements only outside strings, quoted names, comments and dollar-quoted bodies', () => {
  const sql = `-- a; comment\ncreate function f() returns text as $$ select 'x;' $$;\nselect E'it\\'s; fine', "a;b";\n`;
  expect(splitStatements(sql).map((s) => s.text)).toEqual([
    `create function f() returns text as $$ select 'x;' $$;`,
    `select E'it\\'s; fine', "a;b";`,
  ]);
});
