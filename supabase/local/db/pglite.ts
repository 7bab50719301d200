import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireLock } from './lock';
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

/** Embedded PostgreSQL in this process. dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(join(dataDir, '..', `${dataDir.split('/').pop()}.lock`));
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    release();
    throw error;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
      release();
    },
  };
}
