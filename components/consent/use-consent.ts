'use client';

import { useSyncExternalStore } from 'react';
import type { StoredConsent } from '@/lib/consent/consent';
import { getConsent, getServerConsent, subscribeConsent } from '@/lib/consent/store';

/** The visitor's stored choice, or null while none is made (and on the server, and while hydrating). */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeConsent, getConsent, getServerConsent);
}
