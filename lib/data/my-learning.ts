import 'server-only';
import type { SubscriptionKind } from '@/lib/courses/plan-terms';
import { createClient } from '@/lib/supabase/server';

export interface LessonProgress {
  lessonId: number;
  courseId?: number;
  positionSeconds: number;
  done: boolean;
  updatedAt: string;
  /** When it was first marked done (null while not done). */
  doneAt: string | null;
}

const progressOf = (r: { lesson_id: number; course_id?: number; position_seconds: number; done: boolean; done_at: string | null; updated_at: string }): LessonProgress => ({
  lessonId: r.lesson_id, courseId: r.course_id, positionSeconds: r.position_seconds, done: r.done, doneAt: r.done_at, updatedAt: r.updated_at,
});

/** The signed-in learner's progress in one course, most recent first (empty for anon). */
export async function courseProgress(courseId: number): Promise<LessonProgress[]> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('lesson_progress')
    .select('lesson_id, position_seconds, done, done_at, updated_at')
    .eq('course_id', courseId)
    .order('updated_at', { ascending: false });
  if (error) return [];
  return data.map(progressOf);
}

/** Where the signed-in visitor stands in a course: may they watch it all, and what have they done (anon: nothing). */
export async function courseStanding(courseId: number): Promise<{ access: boolean; progress: LessonProgress[] }> {
  const supabase = await createClient();
  const [access, progress] = await Promise.all([supabase.rpc('course_access', { course_id: courseId }), courseProgress(courseId)]);
  if (access.error) throw new Error(`The course access could not be read: ${access.error.message}`);
  return { access: access.data === true, progress };
}

export interface MySubscription {
  id: string;
  kind: SubscriptionKind | 'lifetime';
  status: 'active' | 'past_due' | 'cancelled';
  /** The end of the paid period: the next charge while it renews, the end of access once cancelled. */
  periodEnd: string | null;
  /** What each renewal charges: the price of the order that started it. */
  priceCents: number | null;
  /** A cancellation can still be undone: cancelled at the period end, which has not come yet. */
  resumable: boolean;
}

const STATUSES = ['active', 'past_due', 'cancelled'] as const;
const running = (periodEnd: string | null) => periodEnd !== null && Date.parse(periodEnd) > Date.now();

/**
 * The signed-in learner's courses (bought, or any course they have progress in), their library-wide plans, and
 * whether one of those opens every course now (lifetime, or a subscription whose paid period runs).
 */
export async function getMyLearning(): Promise<{ courseIds: number[]; progress: LessonProgress[]; subscriptions: MySubscription[]; opensLibrary: boolean }> {
  const supabase = await createClient();
  const [entitlements, progress, orders] = await Promise.all([
    supabase.from('course_entitlements').select('id, kind, course_id, status, current_period_end, ended_at, order_id').order('created_at', { ascending: false }),
    supabase.from('lesson_progress').select('lesson_id, course_id, position_seconds, done, done_at, updated_at').order('updated_at', { ascending: false }),
    supabase.from('course_orders').select('id, amount_cents').eq('status', 'paid'),
  ]);
  const failed = entitlements.error ?? progress.error ?? orders.error;
  if (failed) throw new Error(`Your courses could not be read: ${failed.message}`);
  const rows = entitlements.data ?? [];
  const steps = progress.data ?? [];
  const price = new Map((orders.data ?? []).map((o) => [o.id, o.amount_cents]));
  const courseIds = [...new Set([...rows.flatMap((e) => (e.course_id === null ? [] : [e.course_id])), ...steps.map((p) => p.course_id)])];
  return {
    courseIds,
    progress: steps.map(progressOf),
    // A cancelled subscription whose paid period is over gives nothing more: it is no longer listed.
    subscriptions: rows.flatMap((e): MySubscription[] => {
      if (e.kind !== 'monthly' && e.kind !== 'annual' && e.kind !== 'lifetime') return [];
      const status = STATUSES.find((s) => s === e.status) ?? 'active';
      if (status === 'cancelled' && !running(e.current_period_end)) return [];
      return [{
        id: e.id, kind: e.kind, status, periodEnd: e.current_period_end, priceCents: e.order_id ? (price.get(e.order_id) ?? null) : null,
        resumable: status === 'cancelled' && e.ended_at === null && running(e.current_period_end),
      }];
    }),
    opensLibrary: rows.some((e) => e.kind === 'lifetime' || ((e.kind === 'monthly' || e.kind === 'annual') && running(e.current_period_end))),
  };
}

/** The learner's own subscription, as the provider knows it (for cancelling or resuming). */
export async function ownSubscription(entitlementId: string): Promise<{ provider: string; reference: string } | null> {
  const { data } = await (await createClient())
    .from('course_entitlements')
    .select('provider, provider_reference, kind')
    .eq('id', entitlementId)
    .maybeSingle();
  if (!data || (data.kind !== 'monthly' && data.kind !== 'annual')) return null;
  return { provider: data.provider, reference: data.provider_reference };
}
