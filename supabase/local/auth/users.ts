import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | string | null;
  otp_failed_attempts: number;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token, confirmation_sent_at,
  recovery_token, recovery_sent_at, email_change, email_change_token_new, email_change_token_current,
  email_change_confirm_status, email_change_sent_at, otp_failed_attempts, raw_app_meta_data, raw_user_meta_data,
  last_sign_in_at, created_at, updated_at`;

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export async function findUserByEmail(tx: Queryable, email: string, lock = false): Promise<UserRow | undefined> {
  const sql = `select ${COLUMNS} from auth.users where lower(email) = lower($1)${lock ? ' for update' : ''}`;
  return (await tx.query<UserRow>(sql, [email])).rows[0];
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id])).rows[0];
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

/** The user holding a one-time token in any of `columns`, locked for the transaction. */
export async function findUserByToken(tx: Queryable, columns: TokenColumn[], tokenHash: string): Promise<UserRow | undefined> {
  const match = columns.map((column) => `${column} = $1`).join(' or ');
  const sql = `select ${COLUMNS} from auth.users where $1 <> '' and (${match}) for update`;
  return (await tx.query<UserRow>(sql, [tokenHash])).rows[0];
}

/** Updates columns of one user; the value NOW stands for the database clock. */
export const NOW = Symbol('now');

export async function updateUser(tx: Queryable, id: string, set: Record<string, unknown>): Promise<UserRow> {
  const params: unknown[] = [id];
  const assignments = Object.entries(set).map(([column, value]) => {
    if (!/^[a-z_]+$/.test(column)) throw new Error(`bad column ${column}`);
    if (value === NOW) return `${column} = now()`;
    params.push(value);
    return `${column} = $${params.length}`;
  });
  const sql = `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1 returning ${COLUMNS}`;
  const row = (await tx.query<UserRow>(sql, params)).rows[0];
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

function identity(row: UserRow) {
  return {
    identity_id: row.id,
    id: row.id,
    user_id: row.id,
    identity_data: { email: row.email, email_verified: Boolean(row.email_confirmed_at), phone_verified: false, sub: row.id },
    provider: 'email',
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email,
  };
}

/** The user object GoTrue returns from /signup, /user, /verify and inside sessions. */
export function userJson(row: UserRow) {
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at) ?? undefined,
    phone: '',
    confirmation_sent_at: iso(row.confirmation_sent_at) ?? undefined,
    confirmed_at: iso(row.email_confirmed_at) ?? undefined,
    recovery_sent_at: iso(row.recovery_sent_at) ?? undefined,
    ...(row.email_change ? { new_email: row.email_change, email_change_sent_at: iso(row.email_change_sent_at) ?? undefined } : {}),
    last_sign_in_at: iso(row.last_sign_in_at) ?? undefined,
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [identity(row)],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

/** What GoTrue answers to a sign-up for an already confirmed address: a plausible user that reveals nothing. */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
