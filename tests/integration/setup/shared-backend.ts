import type { SpawnedBackend } from '../../../supabase/local/spawn';

interface Shared {
  backend: SpawnedBackend;
  dataRoot: string;
}

// Jest runs globalSetup and globalTeardown in the same process; a global is how they share the child process.
const KEY = Symbol.for('shop.integration.backend');
type WithShared = typeof globalThis & { [KEY]?: Shared };

export function setSharedBackend(shared: Shared): void {
  (globalThis as WithShared)[KEY] = shared;
}

export function takeSharedBackend(): Shared | undefined {
  const shared = (globalThis as WithShared)[KEY];
  delete (globalThis as WithShared)[KEY];
  return shared;
}
