import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { asActor, type Actor } from './support/as-role';
import { openWithCatalogue, OWNER_ID } from './support/fixtures';

const anon: Actor = { role: 'anon' };
const owner: Actor = { role: 'authenticated', userId: OWNER_ID };

async function rpc<T>(db: Db, actor: Actor, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await asActor(db, actor, (tx) => tx.query<{ r: T }>(`select ${sql} as r`, params), true);
  return rows[0]?.r as T;
}

async function scalar<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ v: T }>(sql, params);
  return rows[0]?.v as T;
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('rpc functions on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  // The form functions (contact, inquiry, private adventure request) have their own file: tests/integration/forms.

  describe('toggle_favorite', () => {
    it('is for signed-in users only and toggles', async () => {
      await expect(rpc(db, anon, 'public.toggle_favorite(1)')).rejects.toMatchObject({ code: '42501' });
      await expect(rpc(db, owner, 'public.toggle_favorite(2)')).rejects.toThrow('trip_id does not name a published trip');
      expect(await rpc(db, owner, 'public.toggle_favorite(1)')).toBe(true);
      expect(await scalar(db, 'select count(*)::int as v from public.favorites where user_id = $1', [OWNER_ID])).toBe(1);
      expect(await rpc(db, owner, 'public.toggle_favorite(1)')).toBe(false);
      expect(await scalar(db, 'select count(*)::int as v from public.favorites where user_id = $1', [OWNER_ID])).toBe(0);
    });
  });
});
