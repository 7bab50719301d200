import type { Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';
import { insertCatalogue, insertPastBookings, insertPersonal, insertUsers, OTHER_ID, OWNER_ID } from './support/fixtures';

type Who = 'anon' | 'owner' | 'other' | 'service';
type Op = 'select' | 'insert' | 'update' | 'delete';

const actors: Record<Who, Actor> = {
  anon: { role: 'anon' },
  owner: { role: 'authenticated', userId: OWNER_ID },
  other: { role: 'authenticated', userId: OTHER_ID },
  service: { role: 'service_role' },
};

// Letters S I U D = select / insert / update / delete allowed; '-' = denied. Order: anon, owner, other, service.
const CATALOGUE = 'S--- S--- S--- SIUD';
const SERVICE_ONLY = '---- ---- ---- SIUD';

interface TableCase {
  rights: string;
  /** A valid new row, written as the acting role (auth.uid() is the actor, null for anon and service). */
  insert: string;
  /** A no-op update touching every visible row. */
  column: string;
}

const other = `coalesce(auth.uid(), '${OTHER_ID}')`;
const tables: Record<string, TableCase> = {
  countries: { rights: CATALOGUE, insert: `(id) values (2)`, column: 'iso_code' },
  country_translations: { rights: CATALOGUE, insert: `(country_id, lang, name) values (1, 'es', 'Nepal')`, column: 'name' },
  activities: { rights: CATALOGUE, insert: `(id) values (16)`, column: 'photo_path' },
  activity_translations: { rights: CATALOGUE, insert: `(activity_id, lang, name) values (15, 'es', 'Senderismo')`, column: 'name' },
  sponsors: { rights: CATALOGUE, insert: `(id, name) values (2, 'B')`, column: 'name' },
  carousel_sponsors: { rights: CATALOGUE, insert: `(id, name) values (2, 'B')`, column: 'name' },
  trips: {
    rights: CATALOGUE,
    insert: `(country_id, activity_id, duration_days, difficulty, group_type, price_from_cents) values (1, 15, 3, 1, 'ask', 0)`,
    column: 'featured',
  },
  trip_translations: { rights: CATALOGUE, insert: `(trip_id, lang, slug, title) values (1, 'es', 'annapurna', 'Annapurna')`, column: 'title' },
  departures: {
    rights: CATALOGUE,
    insert: `(trip_id, start_date, end_date, price_cents, capacity) values (1, current_date, current_date, 1, 1)`,
    column: 'status',
  },
  reviews: {
    rights: CATALOGUE,
    // A traveller of the past departure 3 who has not reviewed it yet.
    insert: `(booking_id, author_name, lang, rating, title, body) select b.id, 'B', 'es', 4, 'Bien', 'Un viaje muy bien organizado' from public.bookings b where b.departure_id = 3 and b.id not in (select booking_id from public.reviews) limit 1`,
    column: 'title',
  },
  review_invitations: {
    rights: SERVICE_ONLY,
    insert: `(booking_id, key_hash, expires_at) select b.id, md5(random()::text), now() from public.bookings b where b.departure_id = 3 and b.id not in (select booking_id from public.review_invitations) limit 1`,
    column: 'expires_at',
  },
  review_moderation_keys: {
    rights: SERVICE_ONLY,
    insert: `(review_id, key_hash) select r.id, md5(random()::text) from public.reviews r where r.id not in (select review_id from public.review_moderation_keys) limit 1`,
    column: 'created_at',
  },
  // A shown review's photos are public; only the photo functions write them (as the operator's service role here).
  review_photos: {
    rights: CATALOGUE,
    insert: `(id, booking_id, review_id, width, height) select gen_random_uuid(), r.booking_id, r.id, 800, 600 from public.reviews r where r.status = 'published' limit 1`,
    column: 'rejected',
  },
  places: { rights: CATALOGUE, insert: `(country_id) values (1)`, column: 'photo_path' },
  place_translations: { rights: CATALOGUE, insert: `(place_id, lang, name) values (1, 'es', 'Poon Hill')`, column: 'name' },
  blog_posts: { rights: CATALOGUE, insert: `(author) values ('B')`, column: 'author' },
  blog_post_translations: { rights: CATALOGUE, insert: `(post_id, lang, slug, title) values (1, 'es', 'primero', 'Primero')`, column: 'title' },
  blog_post_trips: { rights: CATALOGUE, insert: `(post_id, trip_id) values (1, 2)`, column: 'position' },
  courses: { rights: CATALOGUE, insert: `(position) values (2)`, column: 'position' },
  course_translations: { rights: CATALOGUE, insert: `(course_id, lang, slug, title) values (1, 'es', 'nudos', 'Nudos')`, column: 'title' },
  course_lessons: { rights: CATALOGUE, insert: `(course_id) values (1)`, column: 'position' },
  course_lesson_translations: { rights: CATALOGUE, insert: `(lesson_id, lang, title) values (1, 'es', 'As de guía')`, column: 'title' },
  search_vocabulary: { rights: CATALOGUE, insert: `(lang, kind, phrase) values ('en', 'stop', 'zzz')`, column: 'phrase' },
  // Each form's promised response time, read by its page (issue 46); the forms are fixed, so a new row is an upsert.
  form_response_times: {
    rights: CATALOGUE,
    insert: `(form, working_days) values ('trip inquiry', 1) on conflict (form) do update set working_days = excluded.working_days`,
    column: 'working_days',
  },
  subscription_plans: { rights: CATALOGUE, insert: `(kind, price_cents) values ('monthly', 900)`, column: 'active' },
  subscription_plan_translations: { rights: CATALOGUE, insert: `(plan_id, lang, name) values (1, 'es', 'Curso')`, column: 'name' },
  // The course library: a learner reads their own entitlements, orders and progress; only the payment functions write.
  course_entitlements: {
    rights: '---- S--- ---- SIUD',
    insert: `(user_id, kind, provider, provider_reference) values (${other}, 'lifetime', 'test', md5(random()::text))`,
    column: 'status',
  },
  course_orders: { rights: '---- S--- ---- SIUD', insert: `(user_id, plan_id, kind, course_id, amount_cents) values (${other}, 1, 'course', 1, 4900)`, column: 'status' },
  // Payments the provider reported for course orders: the operator's records, never a learner's to read or write.
  course_payments: {
    rights: SERVICE_ONLY,
    insert: `(order_id, provider, provider_reference, idempotency_key, amount_cents, currency, status) select id, 'test', md5(random()::text), md5(random()::text), 4900, 'EUR', 'succeeded' from public.course_orders limit 1`,
    column: 'note',
  },
  lesson_progress: { rights: '---- S--- ---- SIUD', insert: `(user_id, lesson_id, course_id) values (${other}, 1, 1)`, column: 'position_seconds' },
  course_subscription_events: {
    rights: SERVICE_ONLY,
    insert: `(provider, event_id, subscription_reference, type, occurred_at) values ('test', md5(random()::text), 's', 'renewed', now())`,
    column: 'type',
  },
  course_notify_requests: { rights: SERVICE_ONLY, insert: `(course_id, email, lang) values (1, md5(random()::text) || '@x.test', 'en')`, column: 'lang' },
  // Each signed-in user sees and updates their own profile (accounts-rls.test.ts proves it is only their own).
  profiles: {
    rights: '---- S-U- S-U- SIUD',
    insert: `(id, full_name) values ('${OWNER_ID}', 'Owner') on conflict (id) do update set full_name = excluded.full_name`,
    column: 'full_name',
  },
  favorites: { rights: '---- S--D ---- SIUD', insert: `(user_id, trip_id) values (${other}, 1)`, column: 'created_at' },
  bookings: {
    rights: '---- S--- ---- SIUD',
    insert: `(user_id, departure_id, places, payment_option, total_cents, deposit_cents) values (${other}, 1, 1, 'full', 1, 1)`,
    column: 'status',
  },
  payments: {
    rights: '---- S--- ---- SIUD',
    insert: `(booking_id, provider, amount_cents) select id, 'test', 1 from public.bookings limit 1`,
    column: 'status',
  },
  // Travellers' details (passport numbers among them): only the booking's owner reads them, and the operator (service).
  booking_travellers: {
    rights: '---- S--- ---- SIUD',
    insert: `(booking_id, position, first_name, last_name) select id, 12, 'A', 'B' from public.bookings limit 1`,
    column: 'passport_number',
  },
  refunds: {
    rights: '---- S--- ---- SIUD',
    insert: `(booking_id, payment_id, provider, amount_cents, currency, status, source) select booking_id, id, 'test', 1, 'EUR', 'pending', 'provider' from public.payments limit 1`,
    column: 'status',
  },
  invoices: {
    rights: '---- S--- ---- SIUD',
    insert: `(booking_id, number, year, sequence, total_cents, currency) select id, md5(random()::text), 2001, 1, 1, 'EUR' from public.bookings where id not in (select booking_id from public.invoices) limit 1`,
    column: 'issued_at',
  },
  // Promotion codes are never listed through the API (nobody can enumerate them); checkout reaches them by rpc.
  promotion_codes: { rights: SERVICE_ONLY, insert: `(code, percent_off) values ('RLS-' || upper(md5(random()::text)), 10)`, column: 'min_spend_cents' },
  // Which bookings were told that their departure is guaranteed to run: the database's own record.
  departure_guarantee_notices: {
    rights: SERVICE_ONLY,
    insert: `(booking_id, departure_id) select b.id, b.departure_id from public.bookings b where b.id not in (select booking_id from public.departure_guarantee_notices) limit 1`,
    column: 'created_at',
  },
  promotion_redemptions: {
    rights: SERVICE_ONLY,
    insert: `(booking_id, code_id) select b.id, c.id from public.bookings b cross join public.promotion_codes c where b.id not in (select booking_id from public.promotion_redemptions) limit 1`,
    column: 'created_at',
  },
  // Gift vouchers carry the buyer's e-mail and a bearer code: nobody reads them through the API.
  gift_vouchers: { rights: SERVICE_ONLY, insert: `(amount_cents, buyer_email, lang) values (5000, 'a@b.c', 'en')`, column: 'note' },
  // The provider's refunds of a voucher's payment: the database's own books.
  gift_voucher_refunds: {
    rights: SERVICE_ONLY,
    insert: `(voucher_id, provider, provider_refund_id, amount_cents, currency, status) select min(g.id::text)::uuid, 'test', md5(random()::text), 1, 'EUR', 'failed' from public.gift_vouchers g`,
    column: 'status',
  },
  // Waitlists hold visitors' addresses and the hashes of their links' keys: every step goes through a function.
  waitlist_entries: {
    rights: SERVICE_ONLY,
    insert: `(departure_id, email, places, lang, site_url, confirm_by) values (3, md5(random()::text) || '@b.c', 1, 'en', 'http://shop.test', now())`,
    column: 'places',
  },
  waitlist_keys: {
    rights: SERVICE_ONLY,
    insert: `(key_hash, entry_id, expires_at) select md5(random()::text), min(w.id), now() from public.waitlist_entries w`,
    column: 'expires_at',
  },
  invoice_series: { rights: SERVICE_ONLY, insert: `(year) values (2999)`, column: 'last_number' },
  test_payment_refunds: {
    rights: SERVICE_ONLY,
    insert: `(id, charge_id, amount_cents, idempotency_key, event_id) values ('tre_' || md5(random()::text), 'tch_fixture', 1, md5(random()::text), md5(random()::text))`,
    column: 'delivery_attempts',
  },
  inquiries: { rights: SERVICE_ONLY, insert: `(name, email, message) values ('A', 'a@b.c', 'm')`, column: 'message' },
  contact_messages: { rights: SERVICE_ONLY, insert: `(name, email, message) values ('A', 'a@b.c', 'm')`, column: 'message' },
  private_adventure_requests: { rights: SERVICE_ONLY, insert: `(name, email) values ('A', 'a@b.c')`, column: 'message' },
  chat_threads: { rights: SERVICE_ONLY, insert: `(client_key) values ('k')`, column: 'client_key' },
  chat_messages: {
    rights: SERVICE_ONLY,
    insert: `(thread_id, role, content) select id, 'assistant', 'x' from public.chat_threads limit 1`,
    column: 'content',
  },
  email_outbox: { rights: SERVICE_ONLY, insert: `(to_address, subject, text_body) values ('a@b.c', 's', 't')`, column: 'attempts' },
  booking_access_keys: {
    rights: SERVICE_ONLY,
    insert: `(key_hash, booking_id, purpose) select md5(random()::text), id, 'checkout' from public.bookings limit 1`,
    column: 'purpose',
  },
  test_payment_charges: {
    rights: SERVICE_ONLY,
    insert: `(id, booking_id, amount_cents, currency, outcome, card_last4) select 'tch_' || md5(random()::text), id, 1, 'EUR', 'declined', '0002' from public.bookings limit 1`,
    column: 'outcome',
  },
};

const whos: Who[] = ['anon', 'owner', 'other', 'service'];
const ops: Op[] = ['select', 'insert', 'update', 'delete'];

function expected(table: string, who: Who, op: Op): 'allow' | 'deny' {
  const group = tables[table]?.rights.split(' ')[whos.indexOf(who)] ?? '';
  return group[ops.indexOf(op)] === '-' ? 'deny' : 'allow';
}

function statement(table: string, op: Op): string {
  const spec = tables[table];
  if (!spec) throw new Error(`no case for ${table}`);
  const name = `public.${table}`;
  switch (op) {
    case 'select':
      return `select count(*)::int as n from ${name}`;
    case 'insert':
      return `insert into ${name} ${spec.insert}`;
    case 'update':
      return `update ${name} set ${spec.column} = ${spec.column}`;
    case 'delete':
      return `delete from ${name}`;
  }
}

// Allowed = the statement ran and reached rows (select saw some, update/delete touched some, insert wrote one).
// A foreign-key refusal on delete means the row was visible and deletable: the policy allowed it.
async function attempt(db: Db, table: string, who: Who, op: Op): Promise<'allow' | 'deny'> {
  try {
    const result = await asActor(db, actors[who], (tx) => tx.query<{ n: number }>(statement(table, op)));
    const touched = op === 'select' ? (result.rows[0]?.n ?? 0) : result.rowCount;
    return touched > 0 ? 'allow' : 'deny';
  } catch (error) {
    if (errorCode(error) === '42501') return 'deny';
    if (op === 'delete' && errorCode(error) === '23503') return 'allow';
    throw new Error(`${who} ${op} on ${table} failed unexpectedly: ${(error as Error).message}`);
  }
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('RLS matrix on %s', (_name, target) => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await target.open();
    await insertCatalogue(opened.db);
    await insertUsers(opened.db);
    await insertPersonal(opened.db);
    // Two more travellers of departure 3: one has a pending review (without a moderation key), one has not written.
    const [pending] = await insertPastBookings(opened.db, 3, 2);
    await opened.db.query(`insert into public.reviews (booking_id, author_name, lang, rating, title, body) values ($1, 'P', 'en', 4, 'Good', 'Pending until moderated')`, [pending]);
    await opened.db.exec(`
      insert into public.review_invitations (booking_id, key_hash, expires_at) select booking_id, 'invitation-hash', now() from public.reviews where status = 'published';
      insert into public.review_moderation_keys (review_id, key_hash) select id, 'moderation-hash' from public.reviews where status = 'published';
      insert into public.review_photos (id, booking_id, review_id, width, height) select gen_random_uuid(), booking_id, id, 800, 600 from public.reviews where status = 'published';
      insert into public.waitlist_entries (departure_id, email, places, lang, site_url, confirm_by) values (3, 'w@b.c', 1, 'en', 'http://shop.test', now());
      insert into public.waitlist_keys (key_hash, entry_id, expires_at) select 'waitlist-hash', id, now() from public.waitlist_entries;
      insert into public.departure_guarantee_notices (booking_id, departure_id) select id, departure_id from public.bookings where status = 'confirmed' limit 1;
      insert into public.gift_voucher_refunds (voucher_id, provider, provider_refund_id, amount_cents, currency, status) select id, 'test', 're-fixture', 100, 'EUR', 'failed' from public.gift_vouchers limit 1;
    `);
  });
  afterAll(() => opened?.dispose());

  it('covers every table of schema public, each with RLS enabled', async () => {
    const { rows } = await opened.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual(Object.keys(tables).sort());
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it('grants and denies exactly as the table of expectations says', async () => {
    const mismatches: string[] = [];
    for (const table of Object.keys(tables)) {
      for (const who of whos) {
        for (const op of ops) {
          const want = expected(table, who, op);
          const got = await attempt(opened.db, table, who, op);
          if (got !== want) mismatches.push(`${table} ${who} ${op}: expected ${want}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('hides unpublished catalogue rows and other users rows from every API role', async () => {
    const visible = async (who: Who, sql: string) =>
      (await asActor(opened.db, actors[who], (tx) => tx.query<{ n: number }>(sql))).rows[0]?.n;
    for (const who of ['anon', 'owner'] as const) {
      expect(await visible(who, 'select count(*)::int as n from public.trips where id = 2')).toBe(0);
      expect(await visible(who, 'select count(*)::int as n from public.trip_translations where trip_id = 2')).toBe(0);
      expect(await visible(who, 'select count(*)::int as n from public.departures where trip_id = 2')).toBe(0);
    }
    expect(await visible('service', 'select count(*)::int as n from public.trips where id = 2')).toBe(1);
    expect(await visible('other', 'select count(*)::int as n from public.payments')).toBe(0);
  });

  it('keeps the auth schema unreadable for anon and authenticated', async () => {
    for (const who of ['anon', 'owner'] as const) {
      await expect(asActor(opened.db, actors[who], (tx) => tx.query('select * from auth.users'))).rejects.toMatchObject({
        code: '42501',
      });
    }
  });
});
