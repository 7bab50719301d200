import { createHash, randomInt } from 'node:crypto';

export interface EmailOtp {
  /** The six digits a person can type. */
  code: string;
  /** What the link carries and the database stores, as GoTrue does: sha224(email + code). */
  tokenHash: string;
}

export function hashOtp(email: string, code: string): string {
  return createHash('sha224').update(email.toLowerCase() + code).digest('hex');
}

export function newEmailOtp(email: string): EmailOtp {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, tokenHash: hashOtp(email, code) };
}
