import { contactSchema } from '@/lib/forms/contact';
import { privateRequestSchema } from '@/lib/forms/private-request';
import { MIN_FILL_MS, spamVerdict } from '@/lib/forms/spam';
import { issueTicket, TICKET_MAX_AGE_MS, ticketAge } from '@/lib/forms/ticket';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the contact schema', () => {
  const valid = { name: ' Ana ', email: 'ana@example.com', phone: '', subject: '', message: 'Hi', acceptsTerms: true, wantsGiveaway: false, wantsNews: false, lang: 'en' };

  it('flags every required field, and no optional one', () => {
    const empty = { ...valid, name: '', email: '', message: ' ', acceptsTerms: false };
    expect(issues(contactSchema.safeParse(empty))).toEqual({ name: 'required', email: 'required', message: 'required', acceptsTerms: 'accept' });
  });

  it('refuses a bad e-mail, line breaks in one-line fields and overlong text', () => {
    expect(issues(contactSchema.safeParse({ ...valid, email: 'ana@' }))).toEqual({ email: 'email' });
    expect(issues(contactSchema.safeParse({ ...valid, subject: 'a\r\nBcc: x' }))).toEqual({ subject: 'singleLine' });
    expect(issues(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual({ message: 'tooLong' });
  });

  it('trims what it accepts', () => {
    expect(contactSchema.parse(valid).name).toBe('Ana');
  });
});

describe('the private adventure schema', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const valid = {
    tripId: null, surprise: false, destination: 'Peru', activityId: null, when: 'dates', dateFrom: day(30), dateTo: day(40), month: '',
    flexibility: 'exact', adults: 2, children: 0, level: '', budget: '', message: '', name: 'Ana', email: 'a@b.es', phone: '',
    acceptsTerms: true, wantsGiveaway: false, wantsNews: false, lang: 'es',
  };

  it('accepts a complete request', () => {
    expect(privateRequestSchema.safeParse(valid).success).toBe(true);
    expect(privateRequestSchema.safeParse({ ...valid, destination: '', surprise: true, when: 'month', dateFrom: '', dateTo: '', month: '2027-03' }).success).toBe(true);
  });

  it('checks where, when and who, even while other steps are still empty', () => {
    const firstStep = { ...valid, destination: '', name: '', email: '', acceptsTerms: false };
    expect(issues(privateRequestSchema.safeParse(firstStep))).toMatchObject({ destination: 'where' });
    expect(issues(privateRequestSchema.safeParse({ ...valid, dateFrom: day(-1) }))).toEqual({ dateFrom: 'future' });
    expect(issues(privateRequestSchema.safeParse({ ...valid, dateTo: day(10) }))).toEqual({ dateTo: 'order' });
    expect(issues(privateRequestSchema.safeParse({ ...valid, dateFrom: 'soon' }))).toEqual({ dateFrom: 'date' });
    expect(issues(privateRequestSchema.safeParse({ ...valid, when: 'month', month: '' }))).toEqual({ month: 'required' });
    expect(issues(privateRequestSchema.safeParse({ ...valid, adults: 0, children: Number.NaN }))).toEqual({ adults: 'range', children: 'range' });
  });
});

describe('the quiet spam checks', () => {
  const env = { FORM_TICKET_SECRET: 'test-secret' };
  const at = 1_800_000_000_000;
  const ticketFrom = (msAgo: number) => issueTicket(at - msAgo, env);

  it('measures the fill time on the server: what a client claims changes nothing', () => {
    expect(spamVerdict({ trap: '', elapsedMs: 60_000 }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: ticketFrom(MIN_FILL_MS - 1), elapsedMs: 60_000 }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: ticketFrom(MIN_FILL_MS) }, at, env)).toBe('person');
  });

  it('refuses a forged, tampered, future or stale ticket, and a filled honeypot', () => {
    const genuine = ticketFrom(10_000);
    const [issued, signature] = genuine.split('.');
    expect(spamVerdict({ trap: '', ticket: `${(at - 60_000).toString(36)}.${signature}` }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: `${issued}.${signature!.slice(1)}x` }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: genuine }, at, { FORM_TICKET_SECRET: 'another' })).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: ticketFrom(-60_000) }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: '', ticket: ticketFrom(TICKET_MAX_AGE_MS + 1) }, at, env)).toBe('robot');
    expect(spamVerdict({ trap: 'http://spam', ticket: genuine }, at, env)).toBe('robot');
    expect(spamVerdict(undefined, at, env)).toBe('robot');
    expect(ticketAge(genuine, at, env)).toBe(10_000);
  });
});
