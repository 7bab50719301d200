import 'server-only';
import type { z } from 'zod';
import { spamVerdict, type FormResult } from '@/lib/forms/spam';
import { currentUserId } from '@/lib/data/current-user';
import { currentClientKey } from '@/lib/server/client-key';
import { createAdminClient } from '@/lib/supabase/admin';
import type { Database } from '@/lib/supabase/database.types';

/** Who sends a form: the client key the per-client limit counts on, and the signed-in user if any. */
export interface Sender {
  clientKey: string;
  userId: string | null;
}

/**
 * Runs a form's server action: the honeypot first (a robot is told all went well and nothing is stored), then the
 * schema again (the browser's check is only a convenience), then the fill time from the form's signed ticket (too
 * fast, or no genuine ticket: a robot, answered the same quiet way), and finally `submit` with the sender.
 */
export async function handleFormAction<S extends z.ZodType>(
  schema: S,
  values: unknown,
  meta: unknown,
  submit: (data: z.output<S>, sender: Sender) => Promise<FormResult>,
): Promise<FormResult> {
  const trap = (meta as { trap?: unknown } | null)?.trap;
  if (trap !== undefined && trap !== '') return { ok: true };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (spamVerdict(meta) === 'robot') return { ok: true };
  const [clientKey, userId] = await Promise.all([currentClientKey(), currentUserId()]);
  return submit(parsed.data, { clientKey, userId });
}

type FormFunction = 'submit_contact_message' | 'submit_inquiry' | 'submit_private_adventure_request';
type Args<F extends FormFunction> = Database['public']['Functions'][F]['Args'];

/**
 * Calls a form function with the service role: only the shop's server may, since only it knows the client key the
 * limits count on. The function validates again, stores the row and queues its e-mails in one transaction.
 */
export async function submitForm<F extends FormFunction>(fn: F, args: Args<F>): Promise<FormResult> {
  const { data, error } = await createAdminClient().rpc(fn, args);
  if (error?.code === 'PT429') return { ok: false, reason: 'limited' };
  if (error || !data) {
    console.error(`[data] ${fn} failed:`, error?.message ?? 'no id returned');
    return { ok: false, reason: 'failed' };
  }
  return { ok: true };
}

/** Optional fields the database should not receive: empty strings and nulls are left out of the call. */
export function given<T>(value: T | null | ''): T | undefined {
  return value === null || value === '' ? undefined : value;
}
