import { execFileSync } from 'node:child_process';
import { migrate, type MigrationFile } from '@/supabase/local/db';
import { projectRoot } from '@/supabase/local/paths';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { schemaSnapshot } from './support/schema-snapshot';

/**
 * The proof of the fold (docs/database.md): the 43 migrations of the history, as they were at FOLDED_FROM, and the
 * files that replaced them, as they were at FOLDED_AT, build the same database, on PGlite and on PostgreSQL. Before
 * the first release the domain files go on changing in place (each object defined once), so the proof is of the
 * fold itself, read from git on both sides; the migrations made after the fold, up to FOLDED_AT, are applied on top
 * of both. It needs the git history (CI runs on a full clone); in a shallow clone it fails saying so.
 */
const FOLDED_FROM = '12eba6c4e51b3c56ac2e6ce57a5defe49a922cd3';
const FOLDED_AT = '070bccddafe0c6bb96649c7da1ee998795d948a3';
const LAST_FOLDED_FILE = '20261201001000_assistant.sql';

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`The fold's proof reads the history at ${FOLDED_FROM} from git (a full clone): ${String(error)}`);
  }
}

function migrationsAt(commit: string): MigrationFile[] {
  const paths = git('ls-tree', '--name-only', commit, 'supabase/migrations/').split('\n').filter(Boolean);
  return paths.map((path) => ({ file: path.split('/').pop() ?? path, sql: git('show', `${commit}:${path}`) }));
}

const current = migrationsAt(FOLDED_AT);
const later = current.filter((m) => m.file > LAST_FOLDED_FILE);
const sets = { history: [...migrationsAt(FOLDED_FROM), ...later], fold: current };

/** pg_dump's text, its objects sorted, the lines of each grant block sorted (the grant order is not the schema). */
function normalizedDump(url: string): string[] {
  const dump = execFileSync('pg_dump', ['--no-owner', '--dbname', url], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return dump
    .split('\n--\n-- ')
    .filter((block) => !block.startsWith('Data for Name: schema_migrations;'))
    .map((block) => {
      const lines = block.split('\n').filter((line) => !/^\\(un)?restrict /.test(line) && !line.startsWith('-- Dumped'));
      return (/; Type: ACL;/.test(lines[0] ?? '') ? [lines[0], ...lines.slice(1).sort()] : lines).join('\n');
    })
    .sort();
}

it('reads the folded history from git: the 43 migrations up to the safe-update fix', () => {
  expect(sets.history.length - later.length).toBe(43);
  expect(sets.history[42]?.file).toBe('20261203150010_safeupdate_where_clauses.sql');
  expect(current.some((m) => m.file === LAST_FOLDED_FILE)).toBe(true);
});

describe.each(databaseTargets().map((t) => [t.name, t] as const))('the fold on %s', (name, target) => {
  let history: OpenedDatabase;
  let fold: OpenedDatabase;

  beforeAll(async () => {
    history = await target.open(sets.history);
    fold = await target.open(sets.fold);
  });
  afterAll(async () => {
    await history?.dispose();
    await fold?.dispose();
  });

  it('builds the same catalog as the history: columns, constraints, functions, views, policies, grants, data', async () => {
    const [before, after] = [await schemaSnapshot(history.db), await schemaSnapshot(fold.db)];
    expect(before.length).toBeGreaterThan(1000);
    const missing = before.filter((line) => !after.includes(line));
    const added = after.filter((line) => !before.includes(line));
    expect({ missing, added }).toEqual({ missing: [], added: [] });
  });

  it('refuses to migrate a database of the history with the folded files, saying what to do', async () => {
    await expect(migrate(history.db, { seed: false })).rejects.toThrow(
      /migrated with 43 migration\(s\) that supabase\/migrations no longer has \(20261122000100 to 20261203150010\): the migrations were folded/,
    );
  });

  // PGlite has no pg_dump: the catalog above is its proof.
  if (name === 'postgres')
    it('dumps the same schema and data with pg_dump', () => {
      const [before, after] = [normalizedDump(history.url ?? ''), normalizedDump(fold.url ?? '')];
      expect(before.length).toBeGreaterThan(500);
      expect(after).toEqual(before);
    });
});
