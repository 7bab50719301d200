import { createHmac, randomInt } from 'node:crypto';

export interface EmailOtp {
  /** The six digits a person can type. */
  code: string;
  /** What the link carries and the database stores. */
  tokenHash: string;
}

/**
 * GoTrue stores sha224(email + code), which anyone who knows the address can compute for all million codes and try
 * as a link. Keyed with the project's secret, the link's hash cannot be derived from the code, so guessing is
 * confined to typed codes, which are counted per token.
 */
export function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha224', secret).update(email.trim().toLowerCase() + code.trim()).digest('hex');
}

export function newEmailOtp(secret: string, email: string): EmailOtp {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, tokenHash: hashOtp(secret, email, code) };
}
