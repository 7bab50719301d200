import type { Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, type Actor } from '../db/support/as-role';
import { insertCatalogue } from '../db/support/fixtures';

/**
 * Each form's response time is one number (form_response_times), which its page reads (as anon, like
 * lib/data/response-times.ts) and its acknowledgement e-mail says (issue 46: the e-mails said 48 hours for every form
 * while the contact page promised one working day).
 */
const service: Actor = { role: 'service_role' };
let keys = 0;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const clientKey = () => `response-key-${(keys += 1).toString().padStart(6, '0')}`;

describe.each(databaseTargets().map((t) => [t.name, t] as const))('response times on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
  });
  afterAll(() => opened?.dispose());

  const submit = async (fn: string, args: Record<string, unknown>): Promise<string> => {
    const names = Object.keys(args);
    const call = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
    const { rows } = await asActor(db, service, (tx) => tx.query<{ id: string }>(`select public.${fn}(${call}) as id`, names.map((n) => args[n])), true);
    return rows[0]!.id;
  };
  const acknowledgement = async (key: string, id: string) => {
    const { rows } = await db.query<{ text_body: string }>(
      `select text_body from public.email_outbox where payload ->> $1 = $2 and template like '%_acknowledgement'`, [key, id]);
    return rows[0]?.text_body ?? '';
  };
  const pageReads = async () =>
    Object.fromEntries((await asActor(db, { role: 'anon' }, (tx) => tx.query<{ form: string; working_days: number }>('select form, working_days from public.form_response_times'))).rows.map((r) => [r.form, r.working_days]));
  const contact = (lang: string) => submit('submit_contact_message', { client_key: clientKey(), name: 'Ana', email: `ana.${keys}@example.test`, message: 'Hello', accepts_terms: true, lang });
  const inquiry = (lang: string) => submit('submit_inquiry', { client_key: clientKey(), trip_id: 1, name: 'Ana', email: `ana.${keys}@example.test`, message: 'Hello', lang });
  const privateRequest = (lang: string) => submit('submit_private_adventure_request', { client_key: clientKey(), name: 'Ana', email: `ana.${keys}@example.test`, accepts_terms: true, destination: 'Peru', flexibility: 'flexible', date_from: inAMonth(), date_to: inAMonth(), adults: 2, lang });

  it('lets the pages read one promise per form: a working day for a message or a trip question, two for a proposal', async () => {
    expect(await pageReads()).toEqual({ 'contact message': 1, 'trip inquiry': 1, 'private adventure request': 2 });
  });

  it('says that promise in every acknowledgement, in its language', async () => {
    expect(await acknowledgement('contact_message_id', await contact('en'))).toContain('will answer within one working day');
    expect(await acknowledgement('inquiry_id', await inquiry('es'))).toContain('te responderá en un día laborable');
    expect(await acknowledgement('private_adventure_request_id', await privateRequest('en'))).toContain('within 2 working days');
    expect(await acknowledgement('private_adventure_request_id', await privateRequest('es'))).toContain('en 2 días laborables');
  });

  it('follows the operator\'s change on the page and in the e-mail alike', async () => {
    await db.exec(`update public.form_response_times set working_days = 3 where form = 'contact message'`);
    try {
      expect((await pageReads())['contact message']).toBe(3);
      expect(await acknowledgement('contact_message_id', await contact('en'))).toContain('within 3 working days');
    } finally {
      await db.exec(`update public.form_response_times set working_days = 1 where form = 'contact message'`);
    }
  });

  it('refuses a promise that is no number of working days', async () => {
    await expect(db.exec(`update public.form_response_times set working_days = 0 where form = 'trip inquiry'`)).rejects.toThrow(/check/);
    await expect(db.exec(`insert into public.form_response_times values ('newsletter', 1)`)).rejects.toThrow(/check/);
  });
});
