'use server';

import { claimGuestBookings } from '@/lib/data/account';
import { currentUser } from '@/lib/data/current-user';

/**
 * Runs after every sign-in in the browser: bookings made as a guest with the traveller's confirmed address join the
 * account. The user is asked of the auth server, never read from the cookie alone.
 */
export async function completeSignIn(): Promise<{ ok: boolean; claimed: number }> {
  if (!(await currentUser())) return { ok: false, claimed: 0 };
  try {
    return { ok: true, claimed: await claimGuestBookings() };
  } catch (error) {
    console.error('[account] guest bookings could not be attached:', (error as Error).message);
    return { ok: false, claimed: 0 };
  }
}
