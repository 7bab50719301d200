import type { Db } from '@/supabase/local';
import { asActor, errorCode, type ApiRole } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';

/**
 * chat_summary, the assistant's answers about most of the trips (issue 16): the same answer as computing it, kept for
 * ten minutes whatever the catalogue does meanwhile, computed again once older or once the catalogue webhook has
 * called chat_summaries_forget; only the service role may ask or forget.
 */
async function insertCatalogue(db: Db): Promise<void> {
  await db.exec(`
    insert into public.countries (id, iso_code) values (1, 'NP');
    insert into public.activities (id) values (15);
    insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents,
                              deposit_percent, deposit_min_days, balance_due_days, published)
    values (1, 1, 15, 10, 2, 'open', 100000, 20, 60, 45, true), (2, 1, 15, 12, 3, 'open', 120000, 20, 60, 45, true),
           (3, 1, 15, 8, 2, 'open', 90000, 30, 90, 60, true), (4, 1, 15, 8, 2, 'open', 90000, 50, 30, 20, false);
    insert into public.trip_translations (trip_id, lang, slug, title, practical_info, excludes, faqs)
    select id, 'en', 'trip-' || id, 'Trip ' || id,
           'Bring your passport. Travel insurance with rescue cover is compulsory.',
           array['International flights', 'Nepal visa (about 50 USD)'],
           '[{"question": "What gear do I bring?", "answer": "Boots and a warm jacket."}]'::jsonb
      from public.trips;
  `);
}

const SUMMARIES = [
  { kind: 'deposit', direct: 'public.chat_common_deposit()' },
  { kind: 'cancellation_fees', direct: 'public.chat_common_cancellation_fees()' },
  { kind: 'sentence', direct: `to_jsonb(public.chat_common_sentence('en', 'insur'))`, lang: 'en', pattern: 'insur' },
  { kind: 'excluding', direct: `public.chat_trips_excluding('en', 'visa', 4)`, lang: 'en', pattern: 'visa', limit: 4 },
  { kind: 'faqs', direct: `public.chat_faqs_about('en', 'gear', 3)`, lang: 'en', pattern: 'gear', limit: 3 },
] as const;

describe.each(databaseTargets().map((t) => [t.name, t] as const))('chat_summary on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
  });
  afterAll(() => opened?.dispose());

  /** The summary as the assistant asks for it (service role), committed so the kept copy stays. */
  const summary = async (kind: string, args: { lang?: string; pattern?: string; limit?: number } = {}, role: ApiRole = 'service_role') => {
    const { rows } = await asActor(db, { role }, (tx) =>
      tx.query<{ value: unknown }>('select public.chat_summary($1, $2, $3, $4) as value', [kind, args.lang ?? null, args.pattern ?? null, args.limit ?? null]),
    true);
    return rows[0]?.value;
  };
  const direct = async (sql: string) => (await db.query<{ value: unknown }>(`select ${sql} as value`)).rows[0]?.value;

  it('answers what the summary function computes, for every kind', async () => {
    for (const s of SUMMARIES) {
      const args = 'lang' in s ? { lang: s.lang, pattern: s.pattern, limit: 'limit' in s ? s.limit : undefined } : {};
      const expected = await direct(s.direct);
      expect(expected).not.toBeNull();
      expect(await summary(s.kind, args)).toEqual(expected);
    }
    expect(await summary('deposit')).toEqual({ deposit_percent: 20, deposit_min_days: 60, balance_due_days: 45 });
  });

  it('keeps its answer for ten minutes while the catalogue changes, then computes it again', async () => {
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 20 });
    await db.exec('update public.trips set deposit_percent = 25 where id in (1, 2, 3)');
    expect(await direct('public.chat_common_deposit()')).toMatchObject({ deposit_percent: 25 });
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 20 });

    await db.exec(`update private.chat_summaries set computed_at = now() - interval '9 minutes'`);
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 20 });
    await db.exec(`update private.chat_summaries set computed_at = now() - interval '11 minutes'`);
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 25 });
    // The catalogue webhook's forget: the next answer is computed at once.
    await db.exec('update public.trips set deposit_percent = 35 where id in (1, 2, 3)');
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 25 });
    await asActor(db, { role: 'service_role' }, (tx) => tx.query('select public.chat_summaries_forget()'), true);
    expect(await summary('deposit')).toMatchObject({ deposit_percent: 35 });
    // Each summary and its arguments is one kept answer.
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from private.chat_summaries where key = '["deposit", null, null, null]'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses unknown kinds and missing arguments clearly, and anyone but the service role', async () => {
    const refusal = async (run: () => Promise<unknown>) => errorCode(await run().then(() => null, (error: unknown) => error));
    expect(await refusal(() => summary('everything'))).toBe('22023');
    expect(await refusal(() => summary('sentence', { lang: 'en' }))).toBe('22023');
    expect(await refusal(() => summary('faqs', { lang: 'fr', pattern: 'gear', limit: 3 }))).toBe('22023');
    expect(await refusal(() => summary('excluding', { lang: 'en', pattern: 'visa', limit: 500 }))).toBe('22023');
    expect(await refusal(() => summary('deposit', {}, 'anon'))).toBe('42501');
    expect(await refusal(() => summary('deposit', {}, 'authenticated'))).toBe('42501');
    const forget = (role: ApiRole) => asActor(db, { role }, (tx) => tx.query('select public.chat_summaries_forget()'));
    expect(await refusal(() => forget('anon'))).toBe('42501');
    expect(await refusal(() => forget('authenticated'))).toBe('42501');
  });
});
