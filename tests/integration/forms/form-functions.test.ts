import type { Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, errorCode, type Actor } from '../db/support/as-role';
import { insertCatalogue, insertUsers, OTHER_ID, OWNER_ID } from '../db/support/fixtures';

const service: Actor = { role: 'service_role' };
const OPERATOR = 'bookings@adventure-travel-shop.example';

let keys = 0;
/** A fresh client key per use, so the per-client limit only bites where a test means it to. */
const clientKey = () => `client-key-${(keys += 1).toString().padStart(6, '0')}`;

type Args = Record<string, unknown>;

/** Calls a form function with named arguments, as PostgREST does for supabase-js `rpc(name, args)`. */
async function submit(db: Db, actor: Actor, fn: string, args: Args): Promise<string> {
  const names = Object.keys(args);
  const call = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
  const { rows } = await asActor(db, actor, (tx) =>
    tx.query<{ id: string }>(`select public.${fn}(${call}) as id`, names.map((n) => args[n])), true);
  return rows[0]!.id;
}

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return rows[0]!.n;
}

interface Mail { to_address: string; subject: string; text_body: string; template: string; payload: Record<string, unknown> }

async function mailsOf(db: Db, key: string, id: string): Promise<Mail[]> {
  const { rows } = await db.query<Mail>(
    `select to_address, subject, text_body, template, payload from public.email_outbox where payload ->> $1 = $2 order by id`,
    [key, id]);
  return rows;
}

const contact = (extra: Args = {}): Args => ({
  client_key: clientKey(), name: 'Ana Tester', email: 'ana@example.test', message: 'Can you take a group of six?',
  accepts_terms: true, lang: 'en', ...extra,
});
const inquiry = (extra: Args = {}): Args => ({
  client_key: clientKey(), trip_id: 1, name: 'Ana Tester', email: 'ana@example.test', message: 'Is the May date open?',
  lang: 'en', ...extra,
});
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const inFiveWeeks = () => new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
const privateRequest = (extra: Args = {}): Args => ({
  client_key: clientKey(), name: 'Ana Tester', email: 'ana@example.test', accepts_terms: true, destination: 'Peru',
  flexibility: 'few_days', date_from: inAMonth(), date_to: inFiveWeeks(), adults: 2, children: 1, lang: 'en', ...extra,
});

const tables = { submit_contact_message: 'contact_messages', submit_inquiry: 'inquiries', submit_private_adventure_request: 'private_adventure_requests' } as const;
type Fn = keyof typeof tables;

describe.each(databaseTargets().map((t) => [t.name, t] as const))('form functions on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    await insertUsers(db);
    // A published trip that takes private groups, and a confirmed address for the owner.
    await db.exec(`
      insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents)
        values (3, 1, 15, 8, 2, 'both', 120000);
      insert into public.trip_translations (trip_id, lang, slug, title) values (3, 'en', 'poon-hill', 'Poon Hill Trek');
      update auth.users set email_confirmed_at = now() where id = '${OWNER_ID}';
    `);
  });
  afterAll(() => opened?.dispose());

  /** Expects the call to be refused with the message, and nothing stored or queued. */
  async function expectRefused(fn: Fn, args: Args, message: string, code = '22023') {
    const before = [await count(db, `select count(*) from public.${tables[fn]}`), await count(db, 'select count(*) from public.email_outbox')];
    const error = await submit(db, service, fn, args).then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toContain(message);
    expect(errorCode(error)).toBe(code);
    const after = [await count(db, `select count(*) from public.${tables[fn]}`), await count(db, 'select count(*) from public.email_outbox')];
    expect(after).toEqual(before);
  }

  it.each([
    ['submit_contact_message', contact()],
    ['submit_inquiry', inquiry()],
    ['submit_private_adventure_request', privateRequest()],
  ] as const)('%s is for the shop server (service role) only', async (fn, args) => {
    for (const actor of [{ role: 'anon' }, { role: 'authenticated', userId: OWNER_ID }] as Actor[]) {
      const error = await submit(db, actor, fn, args).then(() => null, (e: unknown) => e);
      expect(errorCode(error)).toBe('42501');
    }
  });

  describe('submit_contact_message', () => {
    it.each([
      ['a blank name', { name: '  ' }, 'name is required'],
      ['a name over two lines', { name: 'Ana\nBcc: x@example.test' }, 'name must be a single line of text'],
      ['a long name', { name: 'A'.repeat(121) }, 'name must be at most 120 characters'],
      ['no e-mail', { email: null }, 'email is required'],
      ['a bad e-mail', { email: 'ana@' }, 'email must be a valid e-mail address'],
      ['a blank message', { message: ' \n ' }, 'message is required'],
      ['a long message', { message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
      ['a long phone', { phone: '1'.repeat(41) }, 'phone must be at most 40 characters'],
      ['a subject over two lines', { subject: 'Hi\r\nthere' }, 'subject must be a single line of text'],
      ['unaccepted terms', { accepts_terms: false }, 'accepts_terms must be true'],
      ['an unknown language', { lang: 'fr' }, 'lang must be en or es'],
      ['no client key', { client_key: null }, 'client_key must be the key the shop derives'],
      ['a malformed client key', { client_key: 'a b' }, 'client_key must be the key the shop derives'],
      ['an unknown user', { user_id: '99999999-9999-4999-8999-999999999999' }, 'user_id does not name a user'],
    ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
      await expectRefused('submit_contact_message', contact(change), message);
    });

    it('stores the message, tells the operator everything and acknowledges with fixed text only', async () => {
      const id = await submit(db, service, 'submit_contact_message', contact({
        name: 'Mallory', email: ' Victim@Example.TEST ', subject: 'Visit http://spam.example',
        message: 'Cheap pills at http://spam.example', phone: '', wants_news: true, wants_giveaway: true, lang: 'es',
      }));
      const { rows } = await db.query('select email, phone, wants_news, wants_giveaway, lang from public.contact_messages where id = $1', [id]);
      expect(rows).toEqual([{ email: 'victim@example.test', phone: null, wants_news: true, wants_giveaway: true, lang: 'es' }]);
      const [notice, ack, ...rest] = await mailsOf(db, 'contact_message_id', id);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({ to_address: OPERATOR, template: 'contact message_notice', subject: 'New contact message from Mallory' });
      expect(notice!.text_body).toContain('Cheap pills at http://spam.example');
      expect(ack).toMatchObject({ to_address: 'victim@example.test', template: 'contact message_acknowledgement', subject: 'Hemos recibido tu mensaje' });
      expect(ack!.payload.quotes_sender).toBe(false);
      for (const typed of ['Mallory', 'spam.example', 'Cheap pills']) {
        expect(ack!.subject).not.toContain(typed);
        expect(ack!.text_body).not.toContain(typed);
      }
    });

    it('greets and quotes only a signed-in user writing from their own confirmed address', async () => {
      const own = await submit(db, service, 'submit_contact_message', contact({
        email: 'Owner@example.test', name: 'Olivia', message: 'Please call me back', user_id: OWNER_ID,
      }));
      const ownAck = (await mailsOf(db, 'contact_message_id', own))[1]!;
      expect(ownAck.payload.quotes_sender).toBe(true);
      expect(ownAck.text_body).toMatch(/^Hi Olivia,/);
      expect(ownAck.text_body).toContain('Please call me back');
      expect(await count(db, 'select count(*) from public.contact_messages where id = $1 and user_id = $2', [own, OWNER_ID])).toBe(1);

      // The same user naming someone else's address, and a user whose address is not confirmed: fixed text only.
      for (const args of [
        { email: 'someone@example.test', name: 'Olivia', message: 'Quote me', user_id: OWNER_ID },
        { email: 'other@example.test', name: 'Oscar', message: 'Quote me', user_id: OTHER_ID },
      ]) {
        const id = await submit(db, service, 'submit_contact_message', contact(args));
        const ack = (await mailsOf(db, 'contact_message_id', id))[1]!;
        expect(ack.payload.quotes_sender).toBe(false);
        expect(ack.text_body).not.toContain('Quote me');
        expect(ack.text_body).not.toContain(args.name);
      }
    });

    it('limits each client to 5 messages in 10 minutes; the 6th is refused (429) and stores nothing', async () => {
      const key = clientKey();
      for (let i = 0; i < 5; i++) {
        await submit(db, service, 'submit_contact_message', contact({ client_key: key, email: `limit${i}@example.test` }));
      }
      await expectRefused('submit_contact_message', contact({ client_key: key, email: 'limit5@example.test' }),
        'too many contact submissions from this client', 'PT429');
      // Another client, and the same client on another form, are not affected.
      await submit(db, service, 'submit_contact_message', contact({ email: 'limit6@example.test' }));
      await submit(db, service, 'submit_inquiry', inquiry({ client_key: key, email: 'limit7@example.test' }));
      // The window ends.
      await db.query(`update private.rate_limits set window_start = now() - interval '11 minutes' where bucket = $1`, [`contact:client:${key}`]);
      await submit(db, service, 'submit_contact_message', contact({ client_key: key, email: 'limit8@example.test' }));
    });

    it('sends one address at most 3 acknowledgements an hour across the forms, and keeps every message', async () => {
      const email = 'flooded@example.test';
      const ids = [
        await submit(db, service, 'submit_contact_message', contact({ email })),
        await submit(db, service, 'submit_inquiry', inquiry({ email })),
        await submit(db, service, 'submit_contact_message', contact({ email })),
        await submit(db, service, 'submit_private_adventure_request', privateRequest({ email })),
        await submit(db, service, 'submit_contact_message', contact({ email: 'FLOODED@example.test ' })),
      ];
      expect(new Set(ids).size).toBe(5);
      expect(await count(db, `select count(*) from public.email_outbox where to_address = $1`, [email])).toBe(3);
      expect(await count(db, `select count(*) from public.email_outbox where to_address = $1 and template like '%_notice'
        and (payload ->> 'contact_message_id' = any($2) or payload ->> 'inquiry_id' = any($2)
             or payload ->> 'private_adventure_request_id' = any($2))`, [OPERATOR, ids])).toBe(5);
      await submit(db, service, 'submit_contact_message', contact({ email: 'calm@example.test' }));
      expect(await count(db, `select count(*) from public.email_outbox where to_address = 'calm@example.test'`)).toBe(1);
    });
  });

  describe('submit_inquiry', () => {
    it.each([
      ['an unpublished trip', { trip_id: 2 }, 'trip_id does not name a published trip'],
      ['an unknown trip', { trip_id: 999 }, 'trip_id does not name a published trip'],
      ['a departure of another trip', { departure_id: 2 }, 'departure_id does not name a departure of this trip'],
      ['a blank name', { name: '' }, 'name is required'],
      ['a bad e-mail', { email: 'ana.example.test' }, 'email must be a valid e-mail address'],
      ['no message', { message: null }, 'message is required'],
      ['a phone over two lines', { phone: '600\n700' }, 'phone must be a single line of text'],
      ['an unknown language', { lang: 'de' }, 'lang must be en or es'],
    ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
      await expectRefused('submit_inquiry', inquiry(change), message);
    });

    it('stores the inquiry with the trip in the notice and no text of the sender in the acknowledgement', async () => {
      const id = await submit(db, service, 'submit_inquiry', inquiry({ departure_id: 1, message: 'Secret words', lang: 'es' }));
      const [notice, ack] = await mailsOf(db, 'inquiry_id', id);
      expect(notice!.text_body).toContain('Trip 1 (Annapurna Circuit), departure 1');
      expect(notice!.text_body).toContain('Secret words');
      expect(ack).toMatchObject({ subject: 'Hemos recibido tu consulta', template: 'trip inquiry_acknowledgement' });
      expect(ack!.text_body).not.toContain('Secret words');
    });
  });

  describe('submit_private_adventure_request', () => {
    const past = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    it.each([
      ['no destination, activity or trip', { destination: ' ' }, 'destination, activity_id or trip_id is required unless surprise_me is true'],
      ['an unknown activity', { activity_id: 99 }, 'activity_id does not name a published activity'],
      ['a trip for open groups only', { trip_id: 1 }, 'trip_id does not name a published trip that takes private groups'],
      ['an unpublished trip', { trip_id: 2 }, 'trip_id does not name a published trip that takes private groups'],
      ['no dates and no month', { date_from: null, date_to: null }, 'date_from or start_month is required'],
      ['an end before the start', { date_to: past() }, 'date_to must be on or after date_from'],
      ['a start in the past', { date_from: past() }, 'date_from must be within the next three years'],
      ['an end and no start', { date_from: null, start_month: inAMonth() }, 'date_to needs a date_from'],
      ['a month in the past', { date_from: null, date_to: null, start_month: '2020-01-01' }, 'start_month must be within the next three years'],
      ['no flexibility', { flexibility: null }, 'flexibility must be exact, few_days or flexible'],
      ['an unknown flexibility', { flexibility: 'whenever' }, 'flexibility must be exact, few_days or flexible'],
      ['no adults', { adults: 0 }, 'adults must be between 1 and 50'],
      ['too many children', { children: 51 }, 'children must be between 0 and 50'],
      ['an unknown level', { level: 'guru' }, 'level must be beginner, intermediate or advanced'],
      ['an unknown budget band', { budget_band: '1-2' }, 'budget_band must be 0-500, 500-1000, 1000-2000 or 2000+'],
      ['a destination over two lines', { destination: 'Peru\nBolivia' }, 'destination must be a single line of text'],
      ['unaccepted terms', { accepts_terms: null }, 'accepts_terms must be true'],
      ['a bad e-mail', { email: 'x@y' }, 'email must be a valid e-mail address'],
    ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
      await expectRefused('submit_private_adventure_request', privateRequest(change), message);
    });

    it('stores a private version of a trip, or a surprise, with the group and the month', async () => {
      const id = await submit(db, service, 'submit_private_adventure_request', privateRequest({
        destination: null, trip_id: 3, activity_id: 15, level: 'intermediate', budget_band: '1000-2000',
        message: 'Two teenagers', wants_news: true, user_id: OWNER_ID,
      }));
      const { rows } = await db.query(
        `select trip_id, group_size, adults, children, flexibility, budget_band, user_id, accepts_terms, wants_news
           from public.private_adventure_requests where id = $1`, [id]);
      expect(rows).toEqual([{ trip_id: 3, group_size: 3, adults: 2, children: 1, flexibility: 'few_days',
        budget_band: '1000-2000', user_id: OWNER_ID, accepts_terms: true, wants_news: true }]);
      const [notice, ack] = await mailsOf(db, 'private_adventure_request_id', id);
      expect(notice!.text_body).toContain('Private version of: trip 3 (Poon Hill Trek)');
      expect(notice!.text_body).toContain('Who: 2 adults, 1 children, level intermediate');
      expect(ack!.subject).toBe('We have received your private adventure request');
      expect(ack!.text_body).not.toContain('Two teenagers');

      const month = new Date();
      month.setUTCMonth(month.getUTCMonth() + 2, 17);
      const surprise = await submit(db, service, 'submit_private_adventure_request', privateRequest({
        destination: null, surprise_me: true, date_from: null, date_to: null, start_month: month.toISOString().slice(0, 10),
        flexibility: 'flexible', children: null,
      }));
      const saved = await db.query<{ start_month: string; surprise_me: boolean; group_size: number }>(
        'select start_month::text, surprise_me, group_size from public.private_adventure_requests where id = $1', [surprise]);
      expect(saved.rows[0]).toEqual({ start_month: `${month.toISOString().slice(0, 8)}01`, surprise_me: true, group_size: 2 });
    });
  });
});
