import type { Db, Queryable } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';
import { insertCatalogue } from './support/fixtures';

const OWNER = '51111111-1111-4111-8111-111111111111';
const OTHER = '52222222-2222-4222-8222-222222222222';
const owner: Actor = { role: 'authenticated', userId: OWNER };
const other: Actor = { role: 'authenticated', userId: OTHER };
const anon: Actor = { role: 'anon' };
const service: Actor = { role: 'service_role' };

async function denied(db: Db, actor: Actor, sql: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await asActor(db, actor, (tx) => tx.query(sql, params));
    return undefined;
  } catch (error) {
    return errorCode(error);
  }
}

const count = async (db: Db, actor: Actor, sql: string, params: unknown[] = []) =>
  (await asActor(db, actor, (tx) => tx.query<{ n: number }>(sql, params))).rows[0]?.n;

async function booking(tx: Queryable, values: { user?: string | null; email: string; departure?: number; status?: string }) {
  const { rows } = await tx.query<{ reference: string }>(
    `insert into public.bookings (user_id, departure_id, places, status, payment_option, total_cents, deposit_cents, billing, lang)
     values ($1, $2, 1, $3, 'full', 100000, 100000, $4::jsonb, 'en') returning reference`,
    [
      values.user ?? null,
      values.departure ?? 1,
      values.status ?? 'confirmed',
      JSON.stringify({ first_name: 'Ana', last_name: 'Ruiz', email: values.email, phone: '+34 600 000 000', country: 'ES' }),
    ],
  );
  return rows[0]!.reference;
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('accounts in the database on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    await db.query(
      `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
       values ($1, 'owner@example.test', now(), '{"lang":"es","full_name":"  Ana Ruiz  "}'),
              ($2, 'other@example.test', null, '{}')`,
      [OWNER, OTHER],
    );
    await db.query('insert into public.favorites (user_id, trip_id) values ($1, 1)', [OWNER]);
    await booking(db, { user: OWNER, email: 'owner@example.test' });
  });
  afterAll(() => opened?.dispose());

  it('creates a profile for every new user from the sign-up metadata', async () => {
    const { rows } = await db.query<{ id: string; full_name: string | null; lang: string | null }>(
      'select id::text, full_name, lang from public.profiles order by id',
    );
    expect(rows).toEqual([
      { id: OWNER, full_name: 'Ana Ruiz', lang: 'es' },
      { id: OTHER, full_name: null, lang: null },
    ]);
  });

  it('RLS on profiles: the owner reads and updates only their own row; anon nothing; the service role all', async () => {
    expect(await count(db, owner, 'select count(*)::int as n from public.profiles')).toBe(1);
    expect(await count(db, owner, 'select count(*)::int as n from public.profiles where id = $1', [OTHER])).toBe(0);
    expect(await count(db, service, 'select count(*)::int as n from public.profiles')).toBe(2);
    expect(await denied(db, anon, 'select * from public.profiles')).toBe('42501');
    const updatedOther = await asActor(db, owner, (tx) => tx.query(`update public.profiles set full_name = 'Mallory' where id = $1`, [OTHER]));
    expect(updatedOther.rowCount).toBe(0);
    const updatedOwn = await asActor(db, owner, (tx) => tx.query(`update public.profiles set full_name = 'Ana', phone = '+34 600 123 456' where id = $1`, [OWNER]));
    expect(updatedOwn.rowCount).toBe(1);
    // Only name, phone and language are the traveller's to change.
    expect(await denied(db, owner, `update public.profiles set id = $1 where id = $2`, [OTHER, OWNER])).toBe('42501');
    expect(await denied(db, owner, `update public.profiles set created_at = now() where id = $1`, [OWNER])).toBe('42501');
    expect(await denied(db, owner, `insert into public.profiles (id) values ($1)`, [OTHER])).toBe('42501');
    expect(await denied(db, owner, `delete from public.profiles where id = $1`, [OWNER])).toBe('42501');
  });

  it('refuses an overlong name and a malformed phone number', async () => {
    expect(await denied(db, owner, `update public.profiles set full_name = repeat('a', 121) where id = $1`, [OWNER])).toBe('23514');
    expect(await denied(db, owner, `update public.profiles set phone = 'call me' where id = $1`, [OWNER])).toBe('23514');
    expect(await denied(db, owner, `update public.profiles set lang = 'fr' where id = $1`, [OWNER])).toBe('23514');
  });

  it('RLS on favorites and bookings: owner reads own, other user and anon see nothing, nobody writes directly', async () => {
    expect(await count(db, owner, 'select count(*)::int as n from public.favorites')).toBe(1);
    expect(await count(db, other, 'select count(*)::int as n from public.favorites')).toBe(0);
    expect(await count(db, service, 'select count(*)::int as n from public.favorites')).toBe(1);
    expect(await denied(db, anon, 'select * from public.favorites')).toBe('42501');
    expect(await denied(db, owner, 'insert into public.favorites (user_id, trip_id) values ($1, 1)', [OWNER])).toBe('42501');
    expect(await count(db, owner, 'select count(*)::int as n from public.bookings')).toBe(1);
    expect(await count(db, other, 'select count(*)::int as n from public.bookings')).toBe(0);
    expect(await denied(db, anon, 'select * from public.bookings')).toBe('42501');
    expect(await denied(db, owner, `update public.bookings set status = 'cancelled'`)).toBe('42501');
  });

  it('set_favorite saves and removes idempotently, for published trips, for signed-in users only', async () => {
    const set = (actor: Actor, trip: number, saved: boolean) =>
      asActor(db, actor, (tx) => tx.query<{ saved: boolean }>('select public.set_favorite($1, $2) as saved', [trip, saved]), true);
    expect((await set(other, 1, true)).rows[0]?.saved).toBe(true);
    expect((await set(other, 1, true)).rows[0]?.saved).toBe(true);
    expect(await count(db, other, 'select count(*)::int as n from public.favorites')).toBe(1);
    expect((await set(other, 1, false)).rows[0]?.saved).toBe(false);
    expect(await count(db, other, 'select count(*)::int as n from public.favorites')).toBe(0);
    await expect(set(other, 2, true)).rejects.toMatchObject({ code: '22023' });
    await expect(set(anon, 1, true)).rejects.toMatchObject({ code: '42501' });
  });

  it('merge_favorites adds a guest list, skipping unknown and unpublished trips and duplicates', async () => {
    const merge = (actor: Actor, ids: number[]) =>
      asActor(db, actor, (tx) => tx.query<{ n: number }>('select public.merge_favorites($1::int[]) as n', [ids]), true);
    expect((await merge(owner, [1, 2, 999])).rows[0]?.n).toBe(0);
    expect((await merge(other, [1, 1, 2, 999])).rows[0]?.n).toBe(1);
    await expect(merge(other, Array.from({ length: 501 }, (_, i) => i))).rejects.toMatchObject({ code: '22023' });
    await expect(merge(anon, [1])).rejects.toMatchObject({ code: '42501' });
  });

  it('claim_guest_bookings attaches guest bookings with the confirmed address only, in the traveller language', async () => {
    const guest = await booking(db, { email: 'OWNER@example.test' });
    const stranger = await booking(db, { email: 'someone@example.test' });
    const unconfirmed = await booking(db, { email: 'other@example.test' });
    const claim = (actor: Actor) => asActor(db, actor, (tx) => tx.query<{ n: number }>('select public.claim_guest_bookings() as n'), true);
    expect((await claim(other)).rows[0]?.n).toBe(0);
    expect((await claim(owner)).rows[0]?.n).toBe(1);
    expect((await claim(owner)).rows[0]?.n).toBe(0);
    const { rows } = await db.query<{ reference: string; user_id: string | null; lang: string }>(
      'select reference, user_id::text, lang from public.bookings where reference = any ($1) order by reference',
      [[guest, stranger, unconfirmed]],
    );
    expect(rows.find((r) => r.reference === guest)).toMatchObject({ user_id: OWNER, lang: 'es' });
    expect(rows.find((r) => r.reference === stranger)?.user_id).toBeNull();
    expect(rows.find((r) => r.reference === unconfirmed)?.user_id).toBeNull();
    await expect(claim(anon)).rejects.toMatchObject({ code: '42501' });
  });

  it('carries a change of preferred language to the bookings, so later e-mails follow it', async () => {
    await asActor(db, owner, (tx) => tx.query(`update public.profiles set lang = 'en' where id = $1`, [OWNER]), true);
    const langs = await db.query<{ lang: string }>('select distinct lang from public.bookings where user_id = $1', [OWNER]);
    expect(langs.rows).toEqual([{ lang: 'en' }]);
    await asActor(db, owner, (tx) => tx.query(`update public.profiles set lang = 'es' where id = $1`, [OWNER]), true);
  });

  it('delete_my_account refuses while a trip is open, then erases the person and keeps the bookings', async () => {
    const remove = (actor: Actor) => asActor(db, actor, (tx) => tx.query('select public.delete_my_account()'), true);
    await expect(remove(owner)).rejects.toMatchObject({ code: 'P0001' });
    await db.exec(`update public.departures set start_date = current_date - 20, end_date = current_date - 10 where id = 1`);
    await db.query(`insert into public.email_outbox (to_address, subject, text_body) values ('Owner@example.test', 'Hi', 'x')`);
    const before = await db.query<{ id: string }>('select id::text from public.bookings where user_id = $1', [OWNER]);
    expect(before.rows.length).toBe(2);
    await expect(remove(anon)).rejects.toMatchObject({ code: '42501' });
    await remove(owner);
    const kept = await db.query<{ user_id: string | null; billing: Record<string, unknown>; total_cents: number }>(
      'select user_id::text, billing, total_cents from public.bookings where id = any ($1::uuid[])',
      [before.rows.map((r) => r.id)],
    );
    expect(kept.rows).toHaveLength(2);
    for (const row of kept.rows) {
      expect(row.user_id).toBeNull();
      expect(row.total_cents).toBe(100000);
      expect(Object.keys(row.billing).sort()).toEqual(['country', 'erased_at']);
    }
    for (const sql of [
      'select count(*)::int as n from auth.users where id = $1',
      'select count(*)::int as n from public.profiles where id = $1',
      'select count(*)::int as n from public.favorites where user_id = $1',
    ]) {
      expect((await db.query<{ n: number }>(sql, [OWNER])).rows[0]?.n).toBe(0);
    }
    const mail = await db.query<{ n: number }>(`select count(*)::int as n from public.email_outbox where lower(to_address) = 'owner@example.test'`);
    expect(mail.rows[0]?.n).toBe(0);
    expect((await db.query<{ n: number }>('select count(*)::int as n from auth.users where id = $1', [OTHER])).rows[0]?.n).toBe(1);
  });
});
