import type { Db, Queryable } from '@/supabase/local';
import type { DatabaseTarget, OpenedDatabase } from '../../helpers/databases';

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
/** A confirmed booking of trip 1's departure 3, which has returned: its traveller wrote the published review. */
export const PAST_BOOKING_ID = '44444444-4444-4444-8444-444444444444';

/** Published trip 1 with an open departure 1 (capacity 3), a past one and its review, and an unpublished trip 2; ids are fixed. */
export async function insertCatalogue(db: Queryable): Promise<void> {
  await db.exec(`
    insert into public.countries (id, iso_code, photo_path) values (1, 'NP', 'media/countries/np.jpg');
    insert into public.country_translations (country_id, lang, name, titulo_60, desc_150)
      values (1, 'en', 'Nepal', 'Trekking in Nepal', 'Himalayan trails');
    insert into public.activities (id, photo_path, banner_path) values (15, 'media/a/15.jpg', 'media/a/15-b.jpg');
    insert into public.activity_translations (activity_id, lang, name) values (15, 'en', 'Hiking');
    insert into public.sponsors (id, name, url) values (1, 'Acme', 'media/sponsors/acme.png');
    insert into public.carousel_sponsors (id, name, url) values (1, 'Acme', 'media/sponsors/acme.png');
    insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents,
                              discount_percent, deposit_percent)
      values (1, 1, 15, 12, 3, 'open', 150000, 10, 30),
             (2, 1, 15, 5, 2, 'private', 90000, 0, 30);
    update public.trips set published = false where id = 2;
    insert into public.trip_translations (trip_id, lang, slug, title, summary, intro)
      values (1, 'en', 'annapurna-circuit', 'Annapurna Circuit', 'Around the massif', 'Passes and villages'),
             (2, 'en', 'hidden-trip', 'Hidden trip', null, null);
    insert into public.departures (id, trip_id, start_date, end_date, category, group_type, price_cents, capacity)
      values (1, 1, current_date + 60, current_date + 71, 'standard', 'open', 100000, 3),
             (2, 2, current_date + 60, current_date + 64, 'premium', 'private', 90000, 4);
    insert into public.departures (id, trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_taken)
      values (3, 1, current_date - 40, current_date - 29, 'standard', 'open', 100000, 3, 1);
    insert into public.bookings (id, reference, departure_id, places, status, payment_option, total_cents, deposit_cents,
                                 paid_cents, billing)
      values ('${PAST_BOOKING_ID}', 'BK-PASTRV', 3, 1, 'confirmed', 'full', 100000, 100000, 100000,
              '{"email":"past@example.test","first_name":"Ana"}');
    insert into public.reviews (booking_id, author_name, lang, rating, title, body, status)
      values ('${PAST_BOOKING_ID}', 'Ana', 'en', 5, 'Superb', 'Loved every day of it.', 'published');
    insert into public.places (id, country_id, activity_id, photo_path) values (1, 1, 15, 'media/places/1.jpg');
    insert into public.place_translations (place_id, lang, name) values (1, 'en', 'Poon Hill');
    insert into public.blog_posts (id, author, published_at) values (1, 'Editor', now() - interval '1 day');
    insert into public.blog_post_translations (post_id, lang, slug, title, body) values (1, 'en', 'first', 'First', '# Hi');
    insert into public.blog_post_trips (post_id, trip_id) values (1, 1);
    insert into public.courses (id, difficulty, price_cents, position) values (1, 2, 4900, 1);
    insert into public.course_translations (course_id, lang, slug, title) values (1, 'en', 'knots', 'Knots');
    insert into public.course_lessons (id, course_id, position, duration_seconds) values (1, 1, 1, 300);
    insert into public.course_lesson_translations (lesson_id, lang, title) values (1, 'en', 'Bowline');
    insert into public.subscription_plans (id, kind, course_id, price_cents) values (1, 'course', 1, 4900);
    insert into public.subscription_plan_translations (plan_id, lang, name) values (1, 'en', 'Knots course');
    select setval(pg_get_serial_sequence(t, 'id'), 100)
      from unnest(array['public.trips', 'public.departures', 'public.places', 'public.blog_posts', 'public.courses',
                        'public.course_lessons', 'public.subscription_plans']) as t;
  `);
}

export async function insertUsers(db: Queryable): Promise<void> {
  await db.query(`insert into auth.users (id, email) values ($1, 'owner@example.test'), ($2, 'other@example.test')`, [
    OWNER_ID,
    OTHER_ID,
  ]);
}

/** One row in every personal table, belonging to OWNER_ID where a user applies. */
export async function insertPersonal(db: Queryable): Promise<void> {
  await db.query('insert into public.favorites (user_id, trip_id) values ($1, 1)', [OWNER_ID]);
  // The course library: the owner bought course 1 and has watched its lesson; someone waits for a course to open.
  await db.query(`insert into public.course_orders (user_id, plan_id, kind, course_id, amount_cents, status) values ($1, 1, 'course', 1, 4900, 'paid')`, [OWNER_ID]);
  await db.query(`insert into public.course_payments (order_id, provider, provider_reference, idempotency_key, amount_cents, currency, status) select id, 'test', 'tch_fixture_course', 'test:tch_fixture_course', 4900, 'EUR', 'succeeded' from public.course_orders`);
  await db.query(`insert into public.course_entitlements (user_id, kind, course_id, provider, provider_reference) values ($1, 'course', 1, 'test', 'tch_fixture_course')`, [OWNER_ID]);
  await db.query(`insert into public.lesson_progress (user_id, lesson_id, course_id, position_seconds) values ($1, 1, 1, 30)`, [OWNER_ID]);
  await db.query(`insert into public.course_subscription_events (provider, event_id, subscription_reference, type, occurred_at) values ('test', 'tev_fixture', 'tsub_fixture', 'renewed', now())`);
  await db.query(`insert into public.course_notify_requests (course_id, email, lang) values (1, 'waiting@example.test', 'en')`);
  await db.query(
    `insert into public.bookings (id, reference, user_id, departure_id, places, status, hold_expires_at, payment_option,
                                  total_cents, deposit_cents, billing)
     values ($2, 'BK-FIXT01', $1, 1, 1, 'held', now() + interval '30 minutes', 'full', 90000, 90000,
             '{"email":"owner@example.test"}')`,
    [OWNER_ID, BOOKING_ID],
  );
  await db.query(
    `insert into public.payments (booking_id, provider, idempotency_key, amount_cents, status)
     values ($1, 'test', 'fixture-key', 90000, 'pending')`,
    [BOOKING_ID],
  );
  // A promotion code, used by the owner's booking, and a gift voucher (the rows the RLS matrix needs to see that nobody else reads them).
  await db.query(`insert into public.promotion_codes (code, percent_off) values ('FIXTURE10', 10)`);
  await db.query(`insert into public.promotion_redemptions (booking_id, code_id) select $1, id from public.promotion_codes where code = 'FIXTURE10'`, [BOOKING_ID]);
  await db.query(`insert into public.gift_vouchers (amount_cents, buyer_email, lang) values (5000, 'giver@example.test', 'en')`);
  await db.query(`insert into public.booking_access_keys (key_hash, booking_id, purpose) values (md5('fixture'), $1, 'checkout')`, [BOOKING_ID]);
  await db.query(
    `insert into public.test_payment_charges (id, booking_id, amount_cents, currency, outcome, card_last4)
     values ('tch_fixture', $1, 90000, 'EUR', 'declined', '0002')`,
    [BOOKING_ID],
  );
  // After the sale: the owner's traveller with a passport, a refund and an invoice, and the test provider's refund.
  await db.query(
    `insert into public.booking_travellers (booking_id, position, first_name, last_name, passport_number, passport_expiry)
     values ($1, 1, 'Owner', 'Traveller', 'X1234567', current_date + 3650)`,
    [BOOKING_ID],
  );
  await db.query(
    `insert into public.refunds (booking_id, payment_id, provider, amount_cents, currency, status, source)
     select $1, id, 'test', 100, 'EUR', 'pending', 'cancellation' from public.payments where booking_id = $1`,
    [BOOKING_ID],
  );
  // A guest's booking, which no signed-in user owns (and which has no invoice yet).
  await db.query(
    `insert into public.bookings (reference, departure_id, places, status, payment_option, total_cents, deposit_cents, billing)
     values ('BK-FIXT02', 1, 1, 'expired', 'full', 90000, 90000, '{"email":"guest@example.test"}')`,
  );
  await db.query(`insert into public.invoices (booking_id, number, year, sequence, total_cents, currency) values ($1, '2000-000001', 2000, 1, 90000, 'EUR')`, [BOOKING_ID]);
  await db.query(`insert into public.invoice_series (year, last_number) values (2000, 1)`);
  await db.query(
    `insert into public.test_payment_refunds (id, charge_id, amount_cents, idempotency_key, event_id)
     values ('tre_fixture', 'tch_fixture', 100, 'fixture-refund', 'tev_fixture_refund')`,
  );
  await db.query(
    `insert into public.inquiries (trip_id, user_id, name, email, message) values (1, $1, 'Owner', 'o@example.test', 'Hi')`,
    [OWNER_ID],
  );
  await db.query(
    `insert into public.contact_messages (user_id, name, email, message, accepts_terms)
     values ($1, 'Owner', 'o@example.test', 'Hello', true)`,
    [OWNER_ID],
  );
  await db.query(
    `insert into public.private_adventure_requests (user_id, name, email, group_size)
     values ($1, 'Owner', 'o@example.test', 2)`,
    [OWNER_ID],
  );
  await db.exec(`
    with t as (insert into public.chat_threads (client_key) values ('fixture') returning id)
    insert into public.chat_messages (thread_id, role, content) select id, 'user', 'Hello' from t;
    insert into public.email_outbox (to_address, subject, text_body) values ('o@example.test', 'Hi', 'Body');
  `);
}

/** `count` confirmed bookings of a departure (one that has returned, for reviews): their ids, in order. */
export async function insertPastBookings(db: Queryable, departureId: number, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (departure_id, places, status, payment_option, total_cents, deposit_cents, paid_cents, billing, lang)
     select $1::int, 1, 'confirmed', 'full', 1000, 1000, 1000,
            jsonb_build_object('email', 'traveller' || n || '.' || $1::int || '@example.test', 'first_name', 'T' || n), 'en'
       from generate_series(1, $2::int) n
     returning id`,
    [departureId, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Opens `target` for the enclosing describe block with the catalogue and the users above inserted, hands the database
 * to `use` once open, and disposes of it after the block.
 */
export function openWithCatalogue(target: DatabaseTarget, use: (db: Db) => void): void {
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    opened = await target.open();
    await insertCatalogue(opened.db);
    await insertUsers(opened.db);
    use(opened.db);
  });
  afterAll(() => opened?.dispose());
}
