import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataRoot } from '../setup/own-backend';
import { findSnapshot, listSnapshots, SNAPSHOTS_KEPT, snapshotsDir, writeSnapshot } from '../../../supabase/local/db/snapshots';

describe('snapshot files of the embedded database', () => {
  const folder = tempDataRoot('snapshot-files');
  afterAll(() => folder.remove());

  it('keeps the newest few, never a partial one, and finds the latest or a named one', () => {
    const base = Date.UTC(2026, 10, 23, 10, 0, 0);
    for (let i = 0; i < 5; i++) {
      if (i === 3) writeFileSync(join(snapshotsDir(folder.dataRoot), '.db-interrupted.tar.gz.partial'), 'half');
      writeSnapshot(folder.dataRoot, Buffer.from(`snapshot ${i}`), new Date(base + i * 60_000));
    }
    const kept = listSnapshots(folder.dataRoot);
    expect(kept).toHaveLength(SNAPSHOTS_KEPT);
    expect(kept.map((s) => s.takenAt.getTime())).toEqual([base + 240_000, base + 180_000, base + 120_000]);
    expect(existsSync(join(snapshotsDir(folder.dataRoot), '.db-interrupted.tar.gz.partial'))).toBe(false);
    expect(findSnapshot(folder.dataRoot, 'latest')?.path).toBe(kept[0]?.path);
    expect(findSnapshot(folder.dataRoot, kept[2]!.path.split('/').pop()!)?.takenAt.getTime()).toBe(base + 120_000);
    expect(findSnapshot(folder.dataRoot, 'db-1999-01-01T00-00-00-000Z.tar.gz')).toBeNull();
  });
});
