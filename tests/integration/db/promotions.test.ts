import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { anon, billing, bookingId, confirm, getBooking, hold, newDeparture, rpc, saveDetails, scalar, type BookingView, type Held } from './support/booking';
import { openWithCatalogue, OWNER_ID } from './support/fixtures';

type Promoted = BookingView & { promotion_code: string | null; promotion_discount_cents: number };

const apply = (db: Db, held: Held, code: string) =>
  rpc<Promoted>(db, anon, 'public.apply_promotion_code($1, $2, $3)', [held.reference, held.key, code]);
const remove = (db: Db, held: Held) => rpc<Promoted>(db, anon, 'public.remove_promotion_code($1, $2)', [held.reference, held.key]);

let codes = 0;
/** A new code (unique name) with the given columns; returns its name. */
async function newCode(db: Db, columns: Record<string, unknown>): Promise<string> {
  const code = `PROMO-${++codes}`;
  const names = Object.keys(columns);
  await db.query(
    `insert into public.promotion_codes (code, ${names.join(', ')}) values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})`,
    [code, ...Object.values(columns)]);
  return code;
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('promotion codes on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  it('takes a percentage off the total, splits a deposit by the trip rule, and comes off again', async () => {
    const code = await newCode(db, { percent_off: 15 });
    const held = await hold(db, await newDeparture(db, 5), 2, 'pct');
    await saveDetails(db, held, 2, 'deposit');
    // 2 × 900 € = 1,800 €; 15 % = 270 €; the 30 % deposit is taken of the 1,530 € left (whole euros, as at checkout).
    expect(await apply(db, held, ` ${code.toLowerCase()} `)).toMatchObject({
      promotion_code: code, promotion_discount_cents: 27000, total_cents: 153000, deposit_cents: 45900, amount_due_cents: 45900,
    });
    expect(await remove(db, held)).toMatchObject({ promotion_code: null, promotion_discount_cents: 0, total_cents: 180000, deposit_cents: 54000 });
  });

  it('takes a fixed amount off, never below the one euro a payment needs, and the paid booking keeps it', async () => {
    const small = await newCode(db, { amount_off_cents: 5000 });
    const huge = await newCode(db, { amount_off_cents: 10_000_000 });
    const held = await hold(db, await newDeparture(db, 5), 1, 'fixed');
    expect(await apply(db, held, huge)).toMatchObject({ total_cents: 100, promotion_discount_cents: 89900 });
    await remove(db, held);
    await saveDetails(db, held, 1);
    expect(await apply(db, held, small)).toMatchObject({ total_cents: 85000, amount_due_cents: 85000 });
    await confirm(db, await bookingId(db, held.reference), `fixed-${held.reference}`, 85000);
    expect(await getBooking(db, held.reference, held.key)).toMatchObject({ status: 'confirmed', paid_cents: 85000, total_cents: 85000 });
    const mail = await scalar<string>(db, `select text_body as v from public.email_outbox where template = 'booking_confirmation' and payload ->> 'reference' = $1`, [held.reference]);
    expect(mail).toContain(`Código promocional ${small}: −50 €`);
  });

  it.each([
    ['an unknown code', null, 'code_unknown'],
    ['a code not valid yet', { percent_off: 10, starts_at: new Date(Date.now() + 86_400_000).toISOString() }, 'code_not_started'],
    ['an expired code', { percent_off: 10, ends_at: new Date(Date.now() - 1000).toISOString() }, 'code_expired'],
    ['a code for another trip', { percent_off: 10, trip_id: 2 }, 'code_not_applicable'],
    ['a code for another activity', { percent_off: 10, activity_id: 16 }, 'code_not_applicable'],
    ['a code below its minimum spend', { percent_off: 10, min_spend_cents: 200000 }, 'code_below_minimum'],
  ])('refuses %s with its error and changes nothing', async (_label, columns, hint) => {
    if (columns && 'activity_id' in columns) await db.query(`insert into public.activities (id, photo_path, banner_path) values (16, 'a.jpg', 'b.jpg') on conflict do nothing`);
    const code = columns ? await newCode(db, columns) : 'NO-SUCH-CODE';
    const held = await hold(db, await newDeparture(db, 5), 2, `refused-${hint}`);
    const error = await apply(db, held, code).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'P0001', hint, ...(hint === 'code_below_minimum' ? { detail: '200000' } : {}) });
    expect(await getBooking(db, held.reference, held.key)).toMatchObject({ total_cents: 180000, promotion_code: null });
    expect(await scalar(db, 'select count(*)::int as v from public.promotion_redemptions r join public.bookings b on b.id = r.booking_id where b.reference = $1', [held.reference])).toBe(0);
  });

  it('applies to its own trip and activity, and once per booking', async () => {
    const trip = await newCode(db, { percent_off: 10, trip_id: 1 });
    const activity = await newCode(db, { percent_off: 20, activity_id: 15 });
    const held = await hold(db, await newDeparture(db, 5), 1, 'scoped');
    await expect(apply(db, held, trip)).resolves.toMatchObject({ total_cents: 81000 });
    await expect(apply(db, held, activity)).rejects.toMatchObject({ hint: 'code_already_applied' });
    await expect(apply(db, held, trip)).rejects.toMatchObject({ hint: 'code_already_applied' });
    await remove(db, held);
    await expect(apply(db, held, activity)).resolves.toMatchObject({ total_cents: 72000 });
  });

  it('gives 50 concurrent checkouts exactly the 10 uses of a code, and an ended hold its use back', async () => {
    const code = await newCode(db, { percent_off: 10, max_uses: 10 });
    const departure = await newDeparture(db, 60);
    const helds = await Promise.all(Array.from({ length: 50 }, (_, i) => hold(db, departure, 1, `crowd-${i}`)));
    const results = await Promise.allSettled(helds.map((h) => apply(db, h, code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ hint: 'code_used_up' });
    expect(await scalar(db, 'select count(*)::int as v from public.bookings where promotion_code = $1', [code])).toBe(10);

    const winner = helds[results.findIndex((r) => r.status === 'fulfilled')]!;
    const loser = helds[results.findIndex((r) => r.status === 'rejected')]!;
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [winner.reference]);
    await expect(apply(db, loser, code)).resolves.toMatchObject({ promotion_code: code });
    await expect(apply(db, helds.find((h) => h !== loser && h !== winner && results[helds.indexOf(h)]!.status === 'rejected')!, code))
      .rejects.toMatchObject({ hint: 'code_used_up' });
  });

  it('limits a customer by e-mail at checkout and by account when signed in', async () => {
    const code = await newCode(db, { amount_off_cents: 1000, max_uses_per_customer: 1 });
    const departure = await newDeparture(db, 20);
    const first = await hold(db, departure, 1, 'cust-1');
    await saveDetails(db, first, 1);
    await apply(db, first, code);
    // Same e-mail (any case), another visitor: the code applies while the e-mail is unknown, and the details are refused.
    const second = await hold(db, departure, 1, 'cust-2');
    await apply(db, second, code);
    await expect(saveDetails(db, second, 1, 'full', anon, { ...billing, email: 'ANA@example.test' })).rejects.toMatchObject({ hint: 'code_customer_used' });
    expect(await getBooking(db, second.reference, second.key)).toMatchObject({ billing: {} });
    await expect(saveDetails(db, second, 1, 'full', anon, { ...billing, email: 'other@example.test' })).resolves.toMatchObject({ total_cents: 89000 });
    // The same e-mail is refused at once once the details carry it.
    const third = await hold(db, departure, 1, 'cust-3');
    await saveDetails(db, third, 1);
    await expect(apply(db, third, code)).rejects.toMatchObject({ hint: 'code_customer_used' });

    const mine = await hold(db, departure, 1, 'device-1', OWNER_ID);
    await apply(db, mine, code);
    const again = await hold(db, departure, 1, 'device-2', OWNER_ID);
    await expect(apply(db, again, code)).rejects.toMatchObject({ hint: 'code_customer_used' });
  });

  it('refuses a code on an ended hold and keeps codes out of reach of the API roles', async () => {
    const code = await newCode(db, { percent_off: 10 });
    const held = await hold(db, await newDeparture(db, 5), 1, 'ended');
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [held.reference]);
    await expect(apply(db, held, code)).rejects.toMatchObject({ hint: 'hold_expired' });
    await expect(rpc(db, anon, '(select count(*) from public.promotion_codes)')).rejects.toMatchObject({ code: '42501' });
  });
});
