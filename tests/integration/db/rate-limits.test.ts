import type { Db } from '@/supabase/local';
import { bookingLimit, paymentBuckets } from '@/lib/booking/rate-limits';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';

const service: Actor = { role: 'service_role' };

async function take(db: Db, actor: Actor, bucket: string, max: number, seconds: number): Promise<boolean> {
  const { rows } = await asActor(db, actor, (tx) =>
    tx.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [bucket, max, seconds]), true);
  return rows[0]!.ok;
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('take_rate_limit on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
  });
  afterAll(() => opened?.dispose());

  it('lets max_hits through per window, then refuses, per bucket', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await take(db, service, 'test:a', 3, 60));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await take(db, service, 'test:b', 3, 60)).toBe(true);
  });

  it('opens again once the window has passed', async () => {
    expect(await take(db, service, 'test:window', 1, 60)).toBe(true);
    expect(await take(db, service, 'test:window', 1, 60)).toBe(false);
    await db.query(`update private.rate_limits set window_start = now() - interval '61 seconds' where bucket = 'test:window'`);
    expect(await take(db, service, 'test:window', 1, 60)).toBe(true);
  });

  it('counts 16 case and space variants of one reference against one per-booking payment limit', async () => {
    const variants = ['BK-QWE123', 'bk-qwe123', 'Bk-QwE123', ' BK-QWE123', 'BK-QWE123 ', 'BK- QWE123', 'BK-QWE 123', 'b k-qwe123',
      'BK-Q W E 1 2 3', '\tbk-qwe123\n', 'bK-qWe123', 'BK-qwe123', 'bk-QWE123', ' b k - q w e 1 2 3 ', 'BK -QWE123', 'bk- qwe 123'];
    const { max, seconds } = bookingLimit('payPerBooking');
    const allowed = [];
    for (const typed of variants) allowed.push(await take(db, service, paymentBuckets(`client-${typed}`, typed).booking, max, seconds));
    expect(allowed.filter(Boolean)).toHaveLength(max);
  });

  it('counts concurrent hits exactly', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => take(db, service, 'test:race', 7, 60)));
    expect(hits.filter(Boolean)).toHaveLength(7);
  });

  it('is for server code only', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const error = await take(db, { role, userId: role === 'authenticated' ? '00000000-0000-4000-8000-000000000001' : undefined }, 'test:x', 1, 60)
        .catch((e: unknown) => e);
      expect(errorCode(error)).toBe('42501');
    }
  });

  it('refuses nonsense arguments with a clear message', async () => {
    await expect(take(db, service, 'test:bad', 1, 0)).rejects.toThrow('per_seconds must be between 1 and 86400');
    await expect(take(db, service, ' ', 1, 60)).rejects.toThrow('bucket is required');
  });

  it('sweeps windows older than a day', async () => {
    await take(db, service, 'test:old', 1, 60);
    await db.query(`update private.rate_limits set window_start = now() - interval '2 days' where bucket = 'test:old'`);
    const { rows } = await asActor(db, service, (tx) => tx.query<{ n: number }>('select public.sweep_rate_limits() as n'), true);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    const left = await db.query(`select 1 from private.rate_limits where bucket = 'test:old'`);
    expect(left.rows).toHaveLength(0);
  });
});
