import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A form's ticket: the moment the server handed it out, signed, so the time a form took to fill in is measured on
 * the server and no client can claim it (the pages are static, so the ticket is fetched when the form appears).
 * Signed with FORM_TICKET_SECRET, or a secret derived from the service-role key, or, without either, one made up
 * for this process (tickets then end with it).
 */
export const TICKET_MAX_AGE_MS = 2 * 86_400_000;

type Env = Record<string, string | undefined>;
const processSecret = randomBytes(32).toString('hex');

function secretOf(env: Env): string {
  if (env.FORM_TICKET_SECRET) return env.FORM_TICKET_SECRET;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY;
  return serviceKey ? createHmac('sha256', serviceKey).update('form-ticket').digest('hex') : processSecret;
}

const signatureOf = (issuedAt: string, env: Env) => createHmac('sha256', secretOf(env)).update(`form-ticket:${issuedAt}`).digest('base64url');

export function issueTicket(now: number = Date.now(), env: Env = process.env): string {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${signatureOf(issuedAt, env)}`;
}

/** How long ago the ticket was handed out, in ms; null when it is missing, forged, from the future or too old. */
export function ticketAge(ticket: unknown, now: number = Date.now(), env: Env = process.env): number | null {
  if (typeof ticket !== 'string' || ticket.length > 100) return null;
  const [issuedAt = '', signature = ''] = ticket.split('.');
  const expected = Buffer.from(signatureOf(issuedAt, env));
  const given = Buffer.from(signature);
  if (!/^[0-9a-z]{1,12}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now - parseInt(issuedAt, 36);
  return age >= 0 && age <= TICKET_MAX_AGE_MS ? age : null;
}
