import 'server-only';
import { headers } from 'next/headers';
import { clientAddressFrom, clientKeyOf } from '@/lib/http/client-address';

/** The current request's client address (lib/http/client-address.ts), for a service that limits per address itself. */
export async function currentClientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}

/** The current request's client key, for rate limits in server actions and route handlers. */
export async function currentClientKey(): Promise<string> {
  return clientKeyOf(await currentClientAddress());
}
