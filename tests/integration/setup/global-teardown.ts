import { rmSync } from 'node:fs';
import { takeSharedBackend } from './shared-backend';

export default async function globalTeardown(): Promise<void> {
  const shared = takeSharedBackend();
  if (!shared) return;
  await shared.backend.stop();
  rmSync(shared.dataRoot, { recursive: true, force: true });
}
