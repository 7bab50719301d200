import { errorCode, type Actor } from '../db/support/as-role';

export const anon: Actor = { role: 'anon' };
export const service: Actor = { role: 'service_role' };
/** The shop's address the review functions write into their links. */
export const SITE = 'http://shop.test';

/** The error's hint (the shop's localized message key) or SQLSTATE, or 'ok'. */
export async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as { hint?: string }).hint || errorCode(error) || String(error);
  }
}
