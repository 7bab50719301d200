/**
 * Quiet spam checks a person never notices: a honeypot field that only robots fill in, and a minimum time between
 * showing a form and sending it (robots post at once; nobody writes a message in three seconds).
 */
export const MIN_FILL_MS = 3000;

/** Sent beside each form's values. `trap` is the honeypot's value; `elapsedMs` the time since the form appeared. */
export interface FormMeta {
  trap: string;
  elapsedMs: number;
}

export type SpamVerdict = 'ok' | 'trap' | 'tooFast';

export function spamVerdict(meta: unknown): SpamVerdict {
  const { trap, elapsedMs } = (meta ?? {}) as Partial<FormMeta>;
  if (typeof trap !== 'string' || trap !== '') return 'trap';
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < MIN_FILL_MS) return 'tooFast';
  return 'ok';
}

/**
 * What a form action answers. 'tooFast' asks the person to send again (the form keeps every value), 'limited' means
 * too many messages from this client in a short time.
 */
export type FormResult = { ok: true } | { ok: false; reason: 'invalid' | 'tooFast' | 'limited' | 'failed' };
