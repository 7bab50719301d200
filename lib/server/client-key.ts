import 'server-only';
import { headers } from 'next/headers';
import { clientAddressFrom, clientKeyOf } from '@/lib/http/client-address';

/** The current request's client key, for rate limits in server actions and route handlers. */
export async function currentClientKey(): Promise<string> {
  return clientKeyOf(clientAddressFrom(await headers()));
}
