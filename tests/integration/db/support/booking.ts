import type { Db } from '@/supabase/local';
import { asActor, type Actor } from './as-role';

export const anon: Actor = { role: 'anon' };
export const service: Actor = { role: 'service_role' };

export const billing = {
  first_name: 'Ana', last_name: 'Pérez', country: 'ES', street_address: 'Calle Mayor 1', city: 'Madrid',
  province: 'Madrid', phone: '+34 600 000 000', email: 'Ana@Example.test',
};

export interface Held { reference: string; key: string; hold_expires_at: string }

export interface BookingView {
  reference: string;
  status: string;
  places: number;
  total_cents: number;
  deposit_cents: number;
  paid_cents: number;
  amount_due_cents: number;
  balance_cents: number;
  balance_due_on: string | null;
  payment_option: string;
  unit_price_cents: number;
  billing: Record<string, string>;
  travellers: { first_name: string; last_name: string }[];
}

export async function rpc<T>(db: Db, actor: Actor, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await asActor(db, actor, (tx) => tx.query<{ r: T }>(`select ${sql} as r`, params), true);
  return rows[0]?.r as T;
}

export async function scalar<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ v: T }>(sql, params);
  return rows[0]?.v as T;
}

/** A departure of trip 1 (10 % off) `days` ahead, at 1,000 € a person. */
export async function newDeparture(db: Db, capacity: number, days = 90): Promise<number> {
  return scalar<number>(db,
    `insert into public.departures (trip_id, start_date, end_date, price_cents, capacity)
     values (1, current_date + $2::int, current_date + $2::int + 10, 100000, $1) returning id as v`, [capacity, days]);
}

export const hold = (db: Db, departure: number, places: number, client = 'client-a', userId: string | null = null, actor: Actor = service) =>
  rpc<Held>(db, actor, `public.hold_places($1, $2, 'es', $3, $4)`, [departure, places, client, userId]);

export const travellers = (n: number) => Array.from({ length: n }, (_, i) => ({ first_name: `Viajero${i + 1}`, last_name: 'Prueba' }));

export const saveDetails = (db: Db, held: Held, places: number, option = 'full', actor: Actor = anon, bill: object = billing, people: object = travellers(places)) =>
  rpc<BookingView>(db, actor, `public.save_booking_details($1, $2, $3::jsonb, $4::jsonb, $5, true)`,
    [held.reference, held.key, JSON.stringify(bill), JSON.stringify(people), option]);

export const getBooking = (db: Db, reference: string, key: string | null, actor: Actor = anon) =>
  rpc<BookingView>(db, actor, 'public.get_booking($1, $2)', [reference, key]);

export const bookingId = (db: Db, reference: string) =>
  scalar<string>(db, 'select id::text as v from public.bookings where reference = $1', [reference]);

export const confirm = (db: Db, id: string, key: string, amount: number, currency = 'EUR', actor: Actor = service) =>
  rpc<Record<string, unknown>>(db, actor, `public.confirm_payment($1, 'test', $2, $2, $3, $4, 'http://shop.test')`, [id, key, amount, currency]);

/** A held booking with its details saved, ready to pay. */
export async function readyToPay(db: Db, departure: number, places: number, option = 'full', client = 'client-pay'): Promise<Held & { id: string; view: BookingView }> {
  const held = await hold(db, departure, places, client);
  const view = await saveDetails(db, held, places, option);
  return { ...held, id: await bookingId(db, held.reference), view };
}
