import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@/supabase/local';
import { REVIEW_PHOTO_LIMITS } from '@/lib/reviews/photo-limits';
import { asActor, type Actor } from '../db/support/as-role';
import { insertCatalogue, insertPastBookings } from '../db/support/fixtures';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { anon, outcome, service, SITE } from './support';

const user: Actor = { role: 'authenticated', userId: '22222222-2222-4222-8222-222222222222' };

/** Photos with a review (docs/reviews.md#photos): what the database decides, whoever calls it and however often. */
describe.each(databaseTargets().map((t) => [t.name, t] as const))('review photos on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  const asService = <T>(fn: (tx: Queryable) => Promise<T>) => asActor(db, service, fn, true);
  const add = (key: string, id = randomUUID(), size: [number, number] = [1200, 900]) =>
    asService((tx) => tx.query('select public.add_review_photo($1, $2, $3, $4) as photos', [key, id, ...size]));
  const remove = (key: string, id: string) =>
    asService((tx) => tx.query<{ removed: boolean }>('select public.remove_review_photo($1, $2) as removed', [key, id])).then((r) => r.rows[0]!.removed);
  const submit = (key: string) =>
    asService((tx) => tx.query<{ r: { review_id: number; photos: number } }>(
      `select public.submit_review($1, 5, 'Great views', 'The guides were patient and the huts were warm.', 'Traveller T.', 'en', $2) as r`, [key, SITE],
    )).then((r) => r.rows[0]!.r);
  const photosOf = async (bookingId: string) =>
    (await db.query<{ id: string; review_id: number | null; rejected: boolean }>(
      'select id, review_id, rejected from public.review_photos where booking_id = $1 order by created_at, id', [bookingId],
    )).rows;
  const anonPhotos = async () => (await asActor(db, anon, (tx) => tx.query<{ id: string }>('select id from public.review_photos'))).rows.map((r) => r.id);

  /** A fresh returned traveller with an invitation: the booking and the key of its e-mail. */
  async function traveller(): Promise<{ booking: string; key: string }> {
    const [booking] = await insertPastBookings(db, 4, 1);
    await asService((tx) => tx.query('select public.queue_review_invitations($1)', [SITE]));
    const { rows } = await db.query<{ text_body: string }>(
      `select text_body from public.email_outbox where template = 'review_invitation' and payload ->> 'booking_id' = $1`, [booking],
    );
    return { booking: booking!, key: /\?key=([0-9a-f]{64})/.exec(rows[0]!.text_body)![1]! };
  }

  /** The moderation link of the review just sent. */
  async function moderation(reviewId: number): Promise<string> {
    const { rows } = await db.query<{ text_body: string }>(
      `select text_body from public.email_outbox where template = 'review_moderation' and (payload ->> 'review_id')::int = $1`, [reviewId],
    );
    return /&key=([0-9a-f]{64})/.exec(rows[0]!.text_body)![1]!;
  }

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    await db.exec(`insert into public.departures (id, trip_id, start_date, end_date, price_cents, capacity, places_taken)
                   values (4, 1, current_date - 10, current_date - 1, 1000, 100, 40)`);
  });
  afterAll(() => opened?.dispose());

  it('takes a photo only from the service role with a live invitation key, and only into that invitation', async () => {
    const first = await traveller();
    const second = await traveller();
    for (const actor of [anon, user]) {
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query('select public.add_review_photo($1, $2, 800, 600)', [first.key, randomUUID()])))).toBe('42501');
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query('select public.remove_review_photo($1, $2)', [first.key, randomUUID()])))).toBe('42501');
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query(`insert into public.review_photos (id, booking_id, width, height) values ($1, $2, 800, 600)`, [randomUUID(), first.booking])))).toBe('42501');
    }
    expect(await outcome(() => add('0'.repeat(64)))).toBe('not_found');
    const id = randomUUID();
    const answer = await add(first.key, id);
    expect(answer.rows[0]).toEqual({ photos: [{ id, width: 1200, height: 900, rejected: false }] });
    // The invitation opens with its draft photos; another traveller's key neither sees nor removes them.
    const opened = await asActor(db, anon, (tx) => tx.query<{ r: { photos: unknown[] } }>('select public.get_review_invitation($1) as r', [first.key]));
    expect(opened.rows[0]!.r.photos).toEqual([{ id, width: 1200, height: 900, rejected: false }]);
    const other = await asActor(db, anon, (tx) => tx.query<{ r: { photos: unknown[] } }>('select public.get_review_invitation($1) as r', [second.key]));
    expect(other.rows[0]!.r.photos).toEqual([]);
    expect(await remove(second.key, id)).toBe(false);
    expect(await photosOf(first.booking)).toHaveLength(1);
    expect(await remove(first.key, id)).toBe(true);
    expect(await photosOf(first.booking)).toEqual([]);
    // An expired link takes nothing.
    await db.query(`update public.review_invitations set expires_at = now() - interval '1 second' where booking_id = $1`, [second.booking]);
    expect(await outcome(() => add(second.key))).toBe('key_expired');
  });

  it('refuses sizes out of bounds and changes nothing', async () => {
    const { booking, key } = await traveller();
    for (const size of [[0, 600], [800, 0], [1601, 900], [900, 1601], [-5, 600]] as [number, number][]) {
      expect(await outcome(() => add(key, randomUUID(), size))).toBe('22023');
    }
    expect(await outcome(() => asService((tx) => tx.query('select public.add_review_photo($1, null, 800, 600)', [key])))).toBe('22023');
    expect(await photosOf(booking)).toEqual([]);
  });

  it(`gives many concurrent uploads of one invitation exactly ${REVIEW_PHOTO_LIMITS.count} places`, async () => {
    const { booking, key } = await traveller();
    const results = await Promise.all(Array.from({ length: 12 }, () => outcome(() => add(key))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(REVIEW_PHOTO_LIMITS.count);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'too_many_photos')).toBe(true);
    expect(await photosOf(booking)).toHaveLength(REVIEW_PHOTO_LIMITS.count);
    // A removed photo frees its place.
    const [first] = await photosOf(booking);
    expect(await remove(key, first!.id)).toBe(true);
    expect(await outcome(() => add(key))).toBe('ok');
    expect(await outcome(() => add(key))).toBe('too_many_photos');
  });

  it('sends the draft with the review and takes nothing after it, even while uploads race the sending', async () => {
    const { booking, key } = await traveller();
    await add(key);
    const racing = await Promise.all([
      ...Array.from({ length: 3 }, () => outcome(() => add(key))),
      outcome(() => submit(key)),
      ...Array.from({ length: 3 }, () => outcome(() => add(key))),
    ]);
    expect(racing[3]).toBe('ok');
    expect(racing.filter((r) => r !== 'ok').every((r) => r === 'already_reviewed' || r === 'too_many_photos')).toBe(true);
    const photos = await photosOf(booking);
    const [review] = (await db.query<{ id: number }>('select id from public.reviews where booking_id = $1', [booking])).rows;
    // Every photo the database took belongs to the review: none is left a draft, none came after it.
    expect(photos.length).toBe(1 + racing.filter((r, i) => i !== 3 && r === 'ok').length);
    expect(photos.every((p) => p.review_id === review!.id)).toBe(true);
    expect(await outcome(() => add(key))).toBe('already_reviewed');
    expect(await outcome(() => remove(key, photos[0]!.id))).toBe('already_reviewed');
    // A photo cannot be moved to another booking's review: the key names the review of the same booking.
    const { booking: otherBooking } = await traveller();
    expect(await outcome(() => db.query('update public.review_photos set booking_id = $1 where id = $2', [otherBooking, photos[0]!.id]))).toBe('23503');
  });

  it('shows a photo to anon only with a published review, unless the operator rejected that photo', async () => {
    const { key } = await traveller();
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await add(key, id);
    expect(await anonPhotos()).toEqual([]);
    const { review_id: reviewId, photos } = await submit(key);
    expect(photos).toBe(2);
    const moderationKey = await moderation(reviewId);
    const notice = await db.query<{ text_body: string }>(`select text_body from public.email_outbox where template = 'review_moderation' and (payload ->> 'review_id')::int = $1`, [reviewId]);
    expect(notice.rows[0]!.text_body).toContain('Photos: 2');
    // Pending: neither anon nor a signed-in user reads them, nor do they see the operator's flag.
    expect(await anonPhotos()).toEqual([]);
    expect((await asActor(db, user, (tx) => tx.query('select id from public.review_photos'))).rowCount).toBe(0);
    expect(await outcome(() => asActor(db, anon, (tx) => tx.query('select rejected from public.review_photos')))).toBe('42501');
    expect(await outcome(() => asActor(db, anon, (tx) => tx.query('select booking_id from public.review_photos')))).toBe('42501');

    const published = await asService((tx) => tx.query<{ r: { status: string; photos: { id: string; rejected: boolean }[] } }>(
      `select public.moderate_review($1, $2, 'published') as r`, [reviewId, moderationKey]));
    expect(published.rows[0]!.r.photos.map((p) => [p.id, p.rejected])).toEqual([[ids[0], false], [ids[1], false]]);
    expect((await anonPhotos()).sort()).toEqual([...ids].sort());

    // One photo rejected with the moderation key only (not another review's key, not a photo of another review).
    expect(await outcome(() => asService((tx) => tx.query('select public.moderate_review_photo($1, $2, $3, true)', [reviewId, '0'.repeat(64), ids[0]])))).toBe('not_found');
    expect(await outcome(() => asService((tx) => tx.query('select public.moderate_review_photo($1, $2, $3, true)', [reviewId, moderationKey, randomUUID()])))).toBe('not_found');
    expect(await outcome(() => asActor(db, anon, (tx) => tx.query('select public.moderate_review_photo($1, $2, $3, true)', [reviewId, moderationKey, ids[0]])))).toBe('42501');
    const photoDecision = await asService((tx) => tx.query<{ r: { status: string; photos: { id: string; rejected: boolean }[] } }>(
      'select public.moderate_review_photo($1, $2, $3, true) as r', [reviewId, moderationKey, ids[0]]));
    expect(photoDecision.rows[0]!.r.status).toBe('published');
    expect(photoDecision.rows[0]!.r.photos.map((p) => p.rejected)).toEqual([true, false]);
    expect(await anonPhotos()).toEqual([ids[1]]);
    // The review withdrawn: no photo of it is shown; published again: the rejected one stays hidden.
    await asService((tx) => tx.query(`select public.moderate_review($1, $2, 'rejected')`, [reviewId, moderationKey]));
    expect(await anonPhotos()).toEqual([]);
    await asService((tx) => tx.query(`select public.moderate_review($1, $2, 'published')`, [reviewId, moderationKey]));
    expect(await anonPhotos()).toEqual([ids[1]]);
    // The trip unpublished: its reviews and their photos are hidden with it.
    await db.query('update public.trips set published = false where id = 1');
    expect(await anonPhotos()).toEqual([]);
    await db.query('update public.trips set published = true where id = 1');
  });
});
