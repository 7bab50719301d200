import type { Db, Queryable } from '@/supabase/local';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Actor {
  role: ApiRole;
  userId?: string;
}

class Rollback extends Error {}

/** Runs fn in a transaction that is always rolled back; fn's result (or error) is returned. */
export async function inRolledBackTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  type Outcome = { ok: true; value: T } | { ok: false; error: unknown };
  // Assigned inside the callback, so TypeScript must not narrow it to the initial value.
  let outcome = { ok: false, error: new Error('not run') } as Outcome;
  try {
    await db.transaction(async (tx) => {
      try {
        outcome = { ok: true, value: await fn(tx) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** Switches the transaction to the actor exactly as the local backend does for a request. */
export async function becomeActor(tx: Queryable, actor: Actor): Promise<void> {
  const claims = { role: actor.role, ...(actor.userId ? { sub: actor.userId, email: `${actor.userId}@example.test` } : {}) };
  await tx.exec(`set local role ${actor.role}`);
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

/** Runs fn as the actor in its own transaction (committed when commit is true, rolled back otherwise). */
export async function asActor<T>(db: Db, actor: Actor, fn: (tx: Queryable) => Promise<T>, commit = false): Promise<T> {
  const run = async (tx: Queryable) => {
    await becomeActor(tx, actor);
    return fn(tx);
  };
  return commit ? db.transaction(run) : inRolledBackTransaction(db, run);
}

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
