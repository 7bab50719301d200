/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Queries live in lib/data (STYLE.md): a page, a component, a route handler or a domain module asks lib/data, never
 * the database. No file of the shop outside lib/data and lib/supabase calls `.rpc(` or `.from(` on a client, or
 * creates a server or service-role client. (The browser's auth client, `lib/supabase/client`, signs a visitor in and
 * out: that is auth, not a query, and it reads no table.)
 */
const root = process.cwd();
const SHOP = /^(?:app|components|lib)\/.*\.(?:ts|tsx|mts|mjs)$|^middleware\.ts$/;
const DATA_LAYER = /^lib\/(?:data|supabase)\//;

const rules: { name: string; pattern: RegExp }[] = [
  { name: 'calls an rpc', pattern: /\.rpc\(\s*['"`]/ },
  { name: 'reads or writes a table', pattern: /\.from\(\s*['"`][\w.]+['"`]\s*\)\s*\.\s*(?:select|insert|update|upsert|delete)\b/ },
  { name: 'creates a server or service-role client', pattern: /\b(?:createAdminClient|createCatalogueClient)\(|from\s+['"]@\/lib\/supabase\/(?:server|admin)['"]/ },
];

export function violations(path: string, text: string): string[] {
  if (!SHOP.test(path) || DATA_LAYER.test(path)) return [];
  return text.split('\n').flatMap((line, i) => rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${path}:${i + 1}: ${rule.name}`));
}

describe('the data boundary', () => {
  it('holds in every file of the shop', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => SHOP.test(path));
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((path) => {
      try {
        return violations(path, readFileSync(join(root, path), 'utf8'));
      } catch {
        return []; // listed by git but deleted in the work tree
      }
    });
    expect(found).toEqual([]);
  });

  it('catches each kind of query outside lib/data, and none inside it', () => {
    const caught = [
      ["components/x.tsx", "  const { error } = await supabase.rpc('hold_places', args);"],
      ['lib/payments/x.ts', "const { data } = await admin.from('bookings').select('id').eq('id', id);"],
      ['app/api/x/route.ts', "const r = await createAdminClient().from('trips')"],
      ['lib/jobs.ts', "import { createAdminClient } from '@/lib/supabase/admin';"],
      ['middleware.ts', "import { createClient } from '@/lib/supabase/server';"],
    ];
    for (const [path, line] of caught) expect(violations(path ?? '', line ?? '')).toHaveLength(1);
    const passed = [
      ['lib/data/bookings.ts', "const { error } = await supabase.rpc('hold_places', args);"],
      ['lib/supabase/server.ts', "import { createClient } from '@/lib/supabase/server';"],
      ['components/x.tsx', "const parts = Array.from(items).map(String);"],
      ['components/auth/auth-state.ts', "import('@/lib/supabase/client')"],
      ['tests/integration/x.test.ts', "await admin.rpc('hold_places', args);"],
    ];
    for (const [path, line] of passed) expect(violations(path ?? '', line ?? '')).toEqual([]);
  });
});
