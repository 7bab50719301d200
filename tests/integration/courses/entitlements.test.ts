import type { Db, Queryable } from '@/supabase/local/db';
import { asActor, errorCode, type Actor } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';

const BUYER = 'b0000000-0000-4000-8000-000000000001';
const SUBSCRIBER = 'b0000000-0000-4000-8000-000000000002';
const LAPSED = 'b0000000-0000-4000-8000-000000000003';
const OTHER = 'b0000000-0000-4000-8000-000000000004';
const LIFETIME = 'b0000000-0000-4000-8000-000000000005';
const FREE_LESSON = 1;
const PAID_LESSON = 2;
const OTHER_COURSE_PAID = 3;

const user = (userId: string): Actor => ({ role: 'authenticated', userId });
const service: Actor = { role: 'service_role' };

async function seedLibrary(db: Db): Promise<void> {
  await db.exec(`
    insert into auth.users (id, email) values
      ('${BUYER}', 'buyer@example.test'), ('${SUBSCRIBER}', 'sub@example.test'), ('${LAPSED}', 'lapsed@example.test'),
      ('${OTHER}', 'other@example.test'), ('${LIFETIME}', 'life@example.test');
    insert into public.courses (id, price_cents, position, coming_soon) values (1, 4900, 1, false), (2, 5900, 2, false), (3, 3900, 3, true);
    insert into public.course_translations (course_id, lang, slug, title) values
      (1, 'en', 'knots', 'Knots'), (2, 'en', 'tides', 'Tides'), (3, 'en', 'ice', 'Ice'), (3, 'es', 'hielo', 'Hielo');
    insert into public.course_lessons (id, course_id, position, duration_seconds, video_url, free_preview) values
      (1, 1, 1, 300, 'course-previews/clip-1.webm', true),
      (2, 1, 2, 300, 'course-videos/clips/clip-2.webm', false),
      (3, 2, 1, 300, 'course-videos/clips/clip-3.webm', false);
    insert into public.subscription_plans (id, kind, course_id, price_cents) values
      (1, 'course', 1, 4900), (2, 'course', 2, 5900), (3, 'monthly', null, 1900), (4, 'annual', null, 14900), (5, 'lifetime', null, 39900);
  `);
}

const one = async <T>(tx: Queryable, sql: string, params: unknown[] = []): Promise<T> =>
  (await tx.query<{ v: T }>(sql, params)).rows[0]!.v;

/** An order started as the user and confirmed as the provider's webhook would: returns the order id. */
async function buy(db: Db, userId: string, planId: number, subscription?: { reference: string; periodEnd: string }): Promise<string> {
  const order = await asActor(db, user(userId), (tx) => one<{ order_id: string; amount_cents: number }>(tx, 'select public.start_course_order($1, $2) as v', [planId, 'en']), true);
  await asActor(
    db,
    service,
    (tx) =>
      tx.query('select public.confirm_course_order($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)', [
        order.order_id, 'test', `tch_${order.order_id.slice(0, 8)}`, `test:${order.order_id}`, order.amount_cents, 'EUR',
        subscription?.reference ?? null, subscription?.periodEnd ?? null,
      ]),
    true,
  );
  return order.order_id;
}

const event = (db: Db, id: string, reference: string, type: string, occurredAt: string, periodEnd: string | null = null) =>
  asActor(
    db,
    service,
    (tx) => one<{ replayed: boolean; status?: string }>(tx, 'select public.apply_subscription_event($1, $2, $3, $4, $5::timestamptz, $6::timestamptz) as v', ['test', id, reference, type, occurredAt, periodEnd]),
    true,
  );

describe.each(databaseTargets().map((t) => [t.name, t] as const))('course entitlements on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await seedLibrary(db);
    await buy(db, BUYER, 1);
    await buy(db, SUBSCRIBER, 3, { reference: 'tsub_active', periodEnd: new Date(Date.now() + 20 * 86400_000).toISOString() });
    await buy(db, LAPSED, 4, { reference: 'tsub_lapsed', periodEnd: new Date(Date.now() + 86400_000).toISOString() });
    // The lapsed subscriber's period ended yesterday (as if a year went by without renewal).
    await db.query(`update public.course_entitlements set current_period_end = now() - interval '1 day' where provider_reference = 'tsub_lapsed'`);
    await buy(db, LIFETIME, 5);
  }, 120_000);
  afterAll(() => opened?.dispose());

  const video = (actor: Actor, lesson: number) =>
    asActor(db, actor, (tx) => one<{ path: string } | null>(tx, 'select public.course_lesson_video($1) as v', [lesson]));

  const matrix: [string, Actor, boolean, boolean, boolean][] = [
    // who, free preview, paid lesson of course 1, paid lesson of course 2
    ['anon', { role: 'anon' }, true, false, false],
    ['buyer of course 1', user(BUYER), true, true, false],
    ['monthly subscriber', user(SUBSCRIBER), true, true, true],
    ['lapsed annual subscriber', user(LAPSED), true, false, false],
    ['other user', user(OTHER), true, false, false],
    ['lifetime member', user(LIFETIME), true, true, true],
  ];

  test.each(matrix.map(([who, actor, free, paid, otherCourse]) => ({ who, actor, free, paid, otherCourse })))(
    '$who: free preview $free, paid lesson $paid, other course $otherCourse',
    async ({ actor, free, paid, otherCourse }) => {
    expect((await video(actor, FREE_LESSON))?.path ?? null).toBe(free ? 'course-previews/clip-1.webm' : null);
    expect((await video(actor, PAID_LESSON))?.path ?? null).toBe(paid ? 'course-videos/clips/clip-2.webm' : null);
    expect((await video(actor, OTHER_COURSE_PAID))?.path ?? null).toBe(otherCourse ? 'course-videos/clips/clip-3.webm' : null);
    expect(await asActor(db, actor, (tx) => one<boolean>(tx, 'select public.course_access(1) as v'))).toBe(paid);
    },
  );

  test('no API role reads a video path, an entitlement or an order of someone else', async () => {
    for (const actor of [{ role: 'anon' } as Actor, user(OTHER)]) {
      await expect(asActor(db, actor, (tx) => tx.query('select video_url from public.course_lessons'))).rejects.toMatchObject({ code: '42501' });
      expect((await asActor(db, actor, (tx) => tx.query('select * from public.course_entitlements').catch(() => ({ rows: [] })))).rows).toEqual([]);
      expect((await asActor(db, actor, (tx) => tx.query('select * from public.course_orders').catch(() => ({ rows: [] })))).rows).toEqual([]);
    }
    const own = await asActor(db, user(BUYER), (tx) => tx.query<{ kind: string }>('select kind from public.course_entitlements'));
    expect(own.rows).toEqual([{ kind: 'course' }]);
    for (const sql of [
      `insert into public.course_entitlements (user_id, kind, provider, provider_reference) values ('${OTHER}', 'lifetime', 'x', 'y')`,
      `update public.course_orders set status = 'paid'`,
      `select public.confirm_course_order(gen_random_uuid(), 'test', 'x', 'x', 1, 'EUR')`,
      `select public.apply_subscription_event('test', 'e', 'tsub_active', 'renewed', now(), now() + interval '1 year')`,
    ]) {
      await expect(asActor(db, user(OTHER), (tx) => tx.query(sql))).rejects.toMatchObject({ code: '42501' });
    }
  });

  test('orders: refused to anon, for a course coming soon, and for what the buyer already has', async () => {
    await expect(asActor(db, { role: 'anon' }, (tx) => tx.query('select public.start_course_order(1)'))).rejects.toMatchObject({ code: '42501' });
    const refused = async (userId: string, plan: number) => {
      try {
        await asActor(db, user(userId), (tx) => tx.query('select public.start_course_order($1)', [plan]));
        return 'accepted';
      } catch (error) {
        return `${errorCode(error)}:${(error as { hint?: string }).hint ?? ''}`;
      }
    };
    expect(await refused(BUYER, 1)).toBe('22023:already_owned');
    expect(await refused(SUBSCRIBER, 4)).toBe('22023:already_owned');
    expect(await refused(LIFETIME, 2)).toBe('22023:already_owned');
    expect(await refused(LAPSED, 4)).toBe('accepted');
    expect(await refused(OTHER, 999)).toBe('22023:');
  });

  const confirm = (orderId: string, reference: string, amountCents: number, currency = 'EUR') =>
    asActor(
      db,
      service,
      (tx) =>
        one<{ status: string; payment_status: string; replayed: boolean }>(tx, `select public.confirm_course_order($1, 'test', $2, $3, $4, $5) as v`, [
          orderId, reference, `test:${reference}`, amountCents, currency,
        ]),
      true,
    );
  const payments = (orderId: string) =>
    db.query<{ status: string; amount_cents: number; note: string | null }>(
      'select status, amount_cents, note from public.course_payments where order_id = $1 order by created_at, status desc',
      [orderId],
    ).then((r) => r.rows);
  const reviewMails = (orderId: string) =>
    one<number>(db, `select count(*)::int as v from public.email_outbox where template = 'course_payment_review' and payload ->> 'order_id' = $1`, [orderId]);
  const entitlementsOf = (userId: string) => one<number>(db, 'select count(*)::int as v from public.course_entitlements where user_id = $1', [userId]);
  const start = (userId: string, plan: number) =>
    asActor(db, user(userId), (tx) => one<{ order_id: string }>(tx, 'select public.start_course_order($1) as v', [plan]), true).then((o) => o.order_id);

  const learner = (email: string) => one<string>(db, `insert into auth.users (email) values ($1) returning id::text as v`, [email]);
  /** An order started more than an hour ago (a tab left open since): "Buy" now starts another one. */
  const startedEarlier = async (userId: string, plan: number) => {
    const orderId = await start(userId, plan);
    await db.query(`update public.course_orders set created_at = now() - interval '61 minutes' where id = $1`, [orderId]);
    return orderId;
  };

  test('"Buy" pressed again within the hour continues the open order; another plan or a paid order starts anew', async () => {
    const again = await learner('again@example.test');
    const first = await start(again, 1);
    const [second, third] = await Promise.all([start(again, 1), start(again, 1)]);
    expect([second, third]).toEqual([first, first]);
    expect(await one<number>(db, 'select count(*)::int as v from public.course_orders where user_id = $1', [again])).toBe(1);
    // Another plan is another order; so is the same plan once the open order is older than an hour.
    expect(await start(again, 2)).not.toBe(first);
    await db.query(`update public.course_orders set created_at = now() - interval '61 minutes' where id = $1`, [first]);
    const fresh = await start(again, 1);
    expect(fresh).not.toBe(first);
    // A paid order is never continued: the learner owns the course, so a new order is refused outright.
    await confirm(fresh, 'tch_again', 4900);
    await expect(start(again, 1)).rejects.toMatchObject({ hint: 'already_owned' });
  });

  test('the same payment replayed changes nothing', async () => {
    const orderId = await buy(db, OTHER, 2);
    const again = await asActor(db, service, (tx) => one<{ replayed: boolean; payment_status: string }>(tx, `select public.confirm_course_order($1, 'test', $2, $3, 5900, 'EUR') as v`, [orderId, `tch_${orderId.slice(0, 8)}`, `test:${orderId}`]), true);
    expect(again).toMatchObject({ replayed: true, payment_status: 'succeeded' });
    expect(await entitlementsOf(OTHER)).toBe(1);
    expect(await payments(orderId)).toEqual([{ status: 'succeeded', amount_cents: 5900, note: null }]);
    expect(await reviewMails(orderId)).toBe(0);
  });

  test('a second payment of a paid order is kept for review, not ignored, and gives nothing twice', async () => {
    const twice = await learner('twice@example.test');
    const orderId = await start(twice, 1);
    expect(await confirm(orderId, 'tch_first', 4900)).toMatchObject({ status: 'paid', payment_status: 'succeeded', replayed: false });
    expect(await confirm(orderId, 'tch_second', 4900)).toMatchObject({ status: 'paid', payment_status: 'needs_review', replayed: false });
    expect(await confirm(orderId, 'tch_second', 4900)).toMatchObject({ payment_status: 'needs_review', replayed: true });
    const kept = await payments(orderId);
    expect(kept.map((p) => p.status)).toEqual(['succeeded', 'needs_review']);
    expect(kept[1]!.note).toMatch(/already paid by tch_first/);
    expect(await reviewMails(orderId)).toBe(1);
    expect(await entitlementsOf(twice)).toBe(1);
  });

  test('a payment of another amount or currency is kept for review and opens nothing', async () => {
    for (const [reference, amount, currency, note] of [
      ['tch_short', 100, 'EUR', /paid 100 cents, the order is for 1900/],
      ['tch_dollars', 1900, 'usd', /paid in USD, the order is in EUR/],
    ] as const) {
      const orderId = await start(OTHER, 3);
      expect(await confirm(orderId, reference, amount, currency)).toMatchObject({ status: 'review', payment_status: 'needs_review' });
      expect((await payments(orderId))[0]!.note).toMatch(note);
      expect(await reviewMails(orderId)).toBe(1);
    }
    expect(await one<number>(db, `select count(*)::int as v from public.course_entitlements where user_id = $1 and kind = 'monthly'`, [OTHER])).toBe(0);
  });

  test('two orders for the same course paid from two tabs: the second payment is flagged, access given once', async () => {
    const tabs = await learner('tabs@example.test');
    const [first, second] = [await startedEarlier(tabs, 1), await start(tabs, 1)];
    expect(await confirm(first, 'tch_tab_1', 4900)).toMatchObject({ payment_status: 'succeeded' });
    expect(await confirm(second, 'tch_tab_2', 4900)).toMatchObject({ status: 'review', payment_status: 'needs_review' });
    expect((await payments(second))[0]!.note).toMatch(/already has what this order gives/);
    // A third payment of the order under review is kept too, not applied.
    expect(await confirm(second, 'tch_tab_3', 4900)).toMatchObject({ status: 'review', payment_status: 'needs_review' });
    expect((await payments(second)).map((p) => p.note)).toEqual([expect.stringMatching(/already has/), 'the order already has a payment under review']);
    // One e-mail to the operator per payment kept.
    expect(await reviewMails(second)).toBe(2);
    expect(await entitlementsOf(tabs)).toBe(1);
  });

  test('two orders of one learner confirmed at the same moment give access once (20 races)', async () => {
    for (let i = 0; i < 20; i++) {
      const racer = await learner(`racer-${i}@example.test`);
      const [a, b] = [await startedEarlier(racer, 1), await start(racer, 1)];
      const results = await Promise.all([confirm(a, `tch_race_a_${i}`, 4900), confirm(b, `tch_race_b_${i}`, 4900)]);
      expect(results.map((r) => r.payment_status).sort()).toEqual(['needs_review', 'succeeded']);
      expect(await entitlementsOf(racer)).toBe(1);
    }
  });

  test('deleting an account keeps its course orders and payments; a late payment for them is kept for review', async () => {
    const leaving = await learner('leaving-learner@example.test');
    const paid = await start(leaving, 1);
    await confirm(paid, 'tch_leaving_paid', 4900);
    const unpaid = await start(leaving, 2);
    await db.query(`insert into public.course_notify_requests (course_id, email, lang, user_id) values (3, 'leaving-learner@example.test', 'en', $1)`, [leaving]);
    await asActor(db, user(leaving), (tx) => tx.query('select public.delete_my_account()'), true);
    // Its "notify me" request goes with it: no e-mail to a deleted account when the course opens.
    expect(await one<number>(db, `select count(*)::int as v from public.course_notify_requests where email = 'leaving-learner@example.test'`)).toBe(0);
    expect(await one<number>(db, 'select count(*)::int as v from public.course_orders where id = any ($1::uuid[]) and user_id is null', [[paid, unpaid]])).toBe(2);
    expect(await payments(paid)).toEqual([{ status: 'succeeded', amount_cents: 4900, note: null }]);
    expect(await entitlementsOf(leaving)).toBe(0);
    expect(await confirm(unpaid, 'tch_leaving_late', 5900)).toMatchObject({ status: 'review', payment_status: 'needs_review' });
    expect((await payments(unpaid))[0]!.note).toMatch(/account was deleted/);
  });

  test('an account whose subscription still renews is not deleted until it is cancelled', async () => {
    const subscriber = await learner('renewing@example.test');
    await buy(db, subscriber, 3, { reference: 'tsub_renewing', periodEnd: new Date(Date.now() + 20 * 86400_000).toISOString() });
    const has = () => asActor(db, user(subscriber), (tx) => one<boolean>(tx, 'select public.account_has_renewing_subscription() as v'));
    expect(await has()).toBe(true);
    await expect(asActor(db, user(subscriber), (tx) => tx.query('select public.delete_my_account()'))).rejects.toMatchObject({ code: 'P0001' });
    expect(await one<number>(db, 'select count(*)::int as v from auth.users where id = $1', [subscriber])).toBe(1);
    await event(db, 'ev_renewing_cancel', 'tsub_renewing', 'cancelled', new Date().toISOString());
    expect(await has()).toBe(false);
    await asActor(db, user(subscriber), (tx) => tx.query('select public.delete_my_account()'), true);
    expect(await one<number>(db, 'select count(*)::int as v from auth.users where id = $1', [subscriber])).toBe(0);
  });

  test('subscription events: renewed, payment failed and cancelled, replayed and out of order', async () => {
    const ref = 'tsub_active';
    const t = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const periodEnd = () => one<string>(db, `select current_period_end::text as v from public.course_entitlements where provider_reference = $1`, [ref]);
    const status = () => one<string>(db, `select status as v from public.course_entitlements where provider_reference = $1`, [ref]);
    const before = new Date(await periodEnd()).getTime();

    const renewedEnd = new Date(before + 30 * 86400_000).toISOString();
    expect(await event(db, 'ev_renew_1', ref, 'renewed', t(1), renewedEnd)).toMatchObject({ replayed: false, status: 'active' });
    expect(await event(db, 'ev_renew_1', ref, 'renewed', t(1), renewedEnd)).toEqual({ replayed: true });
    expect(new Date(await periodEnd()).getTime()).toBe(new Date(renewedEnd).getTime());

    // A failed payment at minute 3, then its retry succeeding at minute 5 arrives first: the later renewal wins.
    const laterEnd = new Date(before + 60 * 86400_000).toISOString();
    await event(db, 'ev_renew_2', ref, 'renewed', t(5), laterEnd);
    await event(db, 'ev_failed_1', ref, 'payment_failed', t(3));
    expect(await status()).toBe('active');
    // An older renewal delivered late never moves the period end back.
    await event(db, 'ev_renew_0', ref, 'renewed', t(0), renewedEnd);
    expect(new Date(await periodEnd()).getTime()).toBe(new Date(laterEnd).getTime());

    // A failed payment after that: past due, access still until the paid period ends.
    await event(db, 'ev_failed_2', ref, 'payment_failed', t(7));
    expect(await status()).toBe('past_due');
    expect(await asActor(db, user(SUBSCRIBER), (tx) => one<boolean>(tx, 'select public.course_access(2) as v'))).toBe(true);

    // Cancelled; a renewal event older than the cancellation, delivered after it, does not revive it.
    await event(db, 'ev_cancel', ref, 'cancelled', t(9));
    await event(db, 'ev_renew_late', ref, 'renewed', t(8), laterEnd);
    expect(await status()).toBe('cancelled');
    expect(await asActor(db, user(SUBSCRIBER), (tx) => one<boolean>(tx, 'select public.course_access(2) as v'))).toBe(true);
    // ...until the period ends.
    await db.query(`update public.course_entitlements set current_period_end = now() - interval '1 second' where provider_reference = $1`, [ref]);
    expect(await asActor(db, user(SUBSCRIBER), (tx) => one<boolean>(tx, 'select public.course_access(2) as v'))).toBe(false);

    // An event for a subscription not known yet is refused so the provider sends it again.
    await expect(event(db, 'ev_unknown', 'tsub_nope', 'renewed', t(1), laterEnd)).rejects.toMatchObject({ code: 'PT503' });
  });

  test('cancel and resume: ordered by the provider\'s clock among themselves, never after an end, each told to the learner once', async () => {
    const RESUMER = 'b0000000-0000-4000-8000-000000000006';
    const ref = 'tsub_resume';
    await db.query(`insert into auth.users (id, email) values ($1, 'resumer@example.test')`, [RESUMER]);
    await buy(db, RESUMER, 3, { reference: ref, periodEnd: new Date(Date.now() + 20 * 86400_000).toISOString() });
    const t = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const state = () => asActor(db, service, (tx) => one<{ status: string; cancel_at_period_end: boolean }>(tx,
      `select json_build_object('status', status, 'cancel_at_period_end', cancel_at_period_end) as v from public.course_entitlements where provider_reference = $1`, [ref]));
    const renewing = () => asActor(db, user(RESUMER), (tx) => one<boolean>(tx, 'select public.account_has_renewing_subscription() as v'));
    const notices = () => one<string[]>(db, `select coalesce(array_agg(template order by created_at), '{}') as v from public.email_outbox
      where to_address = 'resumer@example.test' and template like 'course_subscription_%'`);
    // The order's receipt says it renews, with the next charge.
    expect(await one<string>(db, `select text_body as v from public.email_outbox where to_address = 'resumer@example.test' and template = 'course_purchase'`))
      .toMatch(/It renews automatically every month until you cancel\. Next charge: €19 on \d{1,2} \w+ \d{4}\./);

    expect(await event(db, 'ev_r_cancel_1', ref, 'cancelled', t(1))).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    expect(await renewing()).toBe(false);
    expect(await event(db, 'ev_r_resume_1', ref, 'resumed', t(3))).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(await renewing()).toBe(true);
    // A cancellation from minute 2 delivered after the resumption of minute 3 changes nothing; replays neither.
    await event(db, 'ev_r_cancel_old', ref, 'cancelled', t(2));
    expect(await event(db, 'ev_r_resume_1', ref, 'resumed', t(3))).toEqual({ replayed: true });
    expect(await state()).toEqual({ status: 'active', cancel_at_period_end: false });
    // Resuming what renews changes nothing and says nothing.
    await event(db, 'ev_r_resume_2', ref, 'resumed', t(4));
    expect(await notices()).toEqual(['course_subscription_cancelled', 'course_subscription_resumed']);

    // Cancelled again, then ended by the provider: an end is final, a later resumption does not revive it.
    await event(db, 'ev_r_cancel_2', ref, 'cancelled', t(5));
    await event(db, 'ev_r_end', ref, 'cancelled', t(6), t(6));
    await event(db, 'ev_r_resume_3', ref, 'resumed', t(7));
    expect(await state()).toEqual({ status: 'cancelled', cancel_at_period_end: true });
    expect(await notices()).toEqual(['course_subscription_cancelled', 'course_subscription_resumed', 'course_subscription_cancelled']);
    await expect(event(db, 'ev_r_bad', ref, 'paused', t(8))).rejects.toMatchObject({ code: '22023' });
  });

  test('progress: only for lessons the learner may watch; done never turns off', async () => {
    await expect(asActor(db, user(OTHER), (tx) => tx.query('select public.save_lesson_progress($1, 10)', [PAID_LESSON]))).rejects.toMatchObject({ code: '42501' });
    await asActor(db, user(BUYER), (tx) => tx.query('select public.save_lesson_progress($1, 42, true)', [PAID_LESSON]), true);
    await asActor(db, user(BUYER), (tx) => tx.query('select public.save_lesson_progress($1, 50, false)', [PAID_LESSON]), true);
    const row = await asActor(db, user(BUYER), (tx) => tx.query('select position_seconds, done from public.lesson_progress'));
    expect(row.rows).toEqual([{ position_seconds: 50, done: true }]);
    // Marking it done again (the button sends no position of its own) keeps where the learner is.
    await asActor(db, user(BUYER), (tx) => tx.query('select public.save_lesson_progress($1, 0, true)', [PAID_LESSON]), true);
    expect((await asActor(db, user(BUYER), (tx) => tx.query('select position_seconds, done from public.lesson_progress'))).rows).toEqual([{ position_seconds: 50, done: true }]);
    expect((await asActor(db, user(OTHER), (tx) => tx.query('select * from public.lesson_progress'))).rows).toEqual([]);
  });

  test('notify me: stored once per address, rate-limited per client, one e-mail when the course opens', async () => {
    const ask = (client: string, email: string) =>
      asActor(db, service, (tx) => tx.query(`select public.request_course_notification($1, 3, $2, 'es')`, [client, email]), true);
    await ask('client-notify-1', 'Walker@Example.test');
    await ask('client-notify-1', 'walker@example.test');
    expect(await one<number>(db, 'select count(*)::int as v from public.course_notify_requests')).toBe(1);
    for (let i = 0; i < 3; i++) await ask('client-notify-1', `n${i}@example.test`);
    await expect(ask('client-notify-1', 'late@example.test')).rejects.toMatchObject({ code: 'PT429' });
    await expect(asActor(db, service, (tx) => tx.query(`select public.request_course_notification('client-notify-2', 1, 'a@example.test', 'en')`))).rejects.toMatchObject({ code: '22023' });
    await expect(asActor(db, { role: 'anon' }, (tx) => tx.query(`select public.request_course_notification('client-notify-3', 3, 'a@example.test', 'en')`))).rejects.toMatchObject({ code: '42501' });

    await db.query('update public.courses set coming_soon = false where id = 3');
    await db.query('update public.courses set position = 4 where id = 3');
    const mails = await db.query<{ to_address: string; subject: string }>(`select to_address, subject from public.email_outbox where template = 'course_open' order by to_address`);
    expect(mails.rows.map((r) => r.to_address)).toEqual(['n0@example.test', 'n1@example.test', 'n2@example.test', 'walker@example.test']);
    expect(mails.rows[0]?.subject).toBe('Ya está disponible: Hielo');
  });
});
