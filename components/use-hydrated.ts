'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};
/** False in the server HTML and during hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
