import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDatabaseTypes, migrate, openDatabase, projectRoot, type Db } from '@/supabase/local';

/** The Functions entry of one function in the generated text, up to its closing brace. */
function functionEntry(types: string, name: string): string {
  const start = types.indexOf(`      ${name}: {\n`);
  expect(start).toBeGreaterThan(-1);
  const close = '\n      }\n';
  return types.slice(start, types.indexOf(close, start) + close.length);
}

describe('npm run db:types (supabase/local/gen-types.ts)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({});
  });

  afterAll(async () => {
    await db?.close();
  });

  it('types a RETURNS TABLE function as a list of its columns, like supabase gen types', async () => {
    await db.exec(`
      create table public.gen_items (id int primary key, label text);
      create function public.gen_table(p_min int, p_lang text default 'en')
        returns table (id bigint, label text, tags text[], ok boolean)
        language sql as $$ select 1::bigint, 'a', array['x'], true $$;
      create function public.gen_setof(p_min int) returns setof public.gen_items
        language sql as $$ select * from public.gen_items $$;
      create function public.gen_out(p_in int, out total bigint, p_extra text default null)
        language sql as $$ select p_in::bigint $$;
    `);
    const types = await generateDatabaseTypes(db);
    expect(functionEntry(types, 'gen_table')).toBe(
      [
        '      gen_table: {',
        '        Args: {',
        '          p_min: number',
        '          p_lang?: string',
        '        }',
        '        Returns: {',
        '          id: number',
        '          label: string',
        '          tags: string[]',
        '          ok: boolean',
        '        }[]',
        '      }',
        '',
      ].join('\n'),
    );
    expect(functionEntry(types, 'gen_setof')).toContain('        Returns: {\n          id: number\n          label: string | null\n        }[]');
    // An OUT parameter between inputs takes no input's name.
    expect(functionEntry(types, 'gen_out')).toContain('        Args: {\n          p_in: number\n          p_extra?: string\n        }');
  });

  it('matches lib/supabase/database.types.ts for the migrations (run npm run db:types after changing them)', async () => {
    const migrated = await openDatabase({});
    try {
      await migrate(migrated, { seed: false });
      const committed = readFileSync(join(projectRoot, 'lib', 'supabase', 'database.types.ts'), 'utf8');
      expect(await generateDatabaseTypes(migrated)).toBe(committed);
    } finally {
      await migrated.close();
    }
  });
});
