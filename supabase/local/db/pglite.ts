import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable, QueryResult } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return {
        rows: result.rows,
        // PGlite reports affectedRows = 0 for a SELECT; count the rows then, like pg does.
        rowCount: result.affectedRows || result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteDb extends Db {
  /** The whole data folder as a gzipped tarball, consistent at one point in time (queries wait meanwhile). */
  dumpDataDir(): Promise<Buffer>;
}

// PGlite.create never settles when loadDataDir is not a Blob of this type.
const SNAPSHOT_TYPE = 'application/x-gzip';

/**
 * Embedded PostgreSQL in this process. dataDir undefined means in memory (tests). `snapshot` fills a new, empty
 * data folder from a dumpDataDir tarball. The caller owns the folder (see data-folder.ts for the lock).
 */
export async function openPglite(dataDir?: string, { snapshot }: { snapshot?: Buffer } = {}): Promise<PgliteDb> {
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: new Blob([new Uint8Array(snapshot)], { type: SNAPSHOT_TYPE }) } : {}),
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async dumpDataDir() {
      return Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    },
    close: () => pg.close(),
  };
}
