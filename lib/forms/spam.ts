import { ticketAge } from './ticket';

/**
 * Quiet spam checks a person never notices: a honeypot field that only robots fill in, and a minimum time between
 * the form appearing and its sending (robots post at once; nobody writes a message in three seconds), measured by
 * the server from the form's signed ticket (lib/forms/ticket.ts). A robot is told all went well and nothing is
 * stored; no person is ever asked to send again.
 */
export const MIN_FILL_MS = 3000;

/** Sent beside each form's values: the honeypot's value and the ticket the form was handed when it appeared. */
export interface FormMeta {
  trap: string;
  ticket: string;
}

export type SpamVerdict = 'person' | 'robot';

export function spamVerdict(meta: unknown, now: number = Date.now(), env: Record<string, string | undefined> = process.env): SpamVerdict {
  const { trap, ticket } = (meta ?? {}) as Partial<FormMeta>;
  if (typeof trap !== 'string' || trap !== '') return 'robot';
  const age = ticketAge(ticket, now, env);
  return age === null || age < MIN_FILL_MS ? 'robot' : 'person';
}

/** What a form action answers: 'limited' means too many messages from this client in a short time. */
export type FormResult = { ok: true } | { ok: false; reason: 'invalid' | 'limited' | 'failed' };
