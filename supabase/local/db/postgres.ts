import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';

// Keep PostgreSQL's text for values JSON cannot hold exactly; the REST layer serialises with json_agg anyway.
pg.types.setTypeParser(20, (v: string) => v); // int8

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return {
        rows: result.rows as T[],
        rowCount: result.rowCount ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * A real PostgreSQL server (DATABASE_URL), through a small pool. A connection that cannot be had in 5 s fails the
 * request instead of queueing it for ever (a dead server, or every connection stuck), so the shop's own timeouts and
 * retries see an error, not silence.
 */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 8, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
