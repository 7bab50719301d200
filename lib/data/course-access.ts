import 'server-only';
import { captionsPath } from '@/lib/courses/video-paths';
import { publicClient } from '@/lib/data/load';
import { storageUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

/** How long a signed URL for a paid lesson lives: enough to start watching, too short to share. */
const SIGNED_URL_SECONDS = 600;

export interface LessonVideo {
  src: string;
  captions: Record<Locale, string>;
}

/** Splits "bucket/path/to/file" into its bucket and path. */
const split = (path: string) => {
  const [bucket, ...rest] = path.split('/');
  return { bucket: bucket ?? '', object: rest.join('/') };
};

/** A free preview's public video and captions (anyone may watch them). */
function publicVideo(path: string): LessonVideo {
  const url = (file: string) => storageUrl(file) ?? '';
  return { src: url(path), captions: { en: url(captionsPath(path, 'en')), es: url(captionsPath(path, 'es')) } };
}

/** A free preview's files for a static page: no session is read, the answer is cached like the catalogue. */
export async function previewVideo(lessonId: number): Promise<LessonVideo | null> {
  const { data } = await publicClient().rpc('lesson_video_url', { p_lesson_id: lessonId });
  return data ? publicVideo(data) : null;
}

/**
 * The video of a lesson for the signed-in visitor (or anon), or null when they may not watch it. The database
 * decides (course_lesson_video as the caller); a paid lesson's files are then signed for a few minutes with the
 * service role, the only key that can sign.
 */
export async function lessonVideo(lessonId: number): Promise<LessonVideo | null> {
  const { data, error } = await (await createClient()).rpc('course_lesson_video', { lesson_id: lessonId });
  if (error) throw new Error(`The lesson video could not be read: ${error.message}`);
  const video = data as { path: string; free: boolean } | null;
  if (!video?.path) return null;
  const files = [video.path, captionsPath(video.path, 'en'), captionsPath(video.path, 'es')];
  if (video.free) return publicVideo(video.path);
  const storage = createAdminClient().storage;
  const signed = await Promise.all(
    files.map(async (file) => {
      const { bucket, object } = split(file);
      const { data: url, error: signError } = await storage.from(bucket).createSignedUrl(object, SIGNED_URL_SECONDS);
      if (signError || !url) throw new Error(`The lesson video could not be signed: ${signError?.message ?? 'no URL'}`);
      return url.signedUrl;
    }),
  );
  const [src, en, es] = signed;
  return { src: src ?? '', captions: { en: en ?? '', es: es ?? '' } };
}

export interface LessonProgress {
  lessonId: number;
  courseId?: number;
  positionSeconds: number;
  done: boolean;
  updatedAt: string;
  /** When it was first marked done (null while not done). */
  doneAt: string | null;
}

/** The signed-in learner's progress in one course (empty for anon). */
export async function courseProgress(courseId: number): Promise<LessonProgress[]> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('lesson_progress')
    .select('lesson_id, position_seconds, done, done_at, updated_at')
    .eq('course_id', courseId);
  if (error) return [];
  return data.map((r) => ({ lessonId: r.lesson_id, positionSeconds: r.position_seconds, done: r.done, doneAt: r.done_at, updatedAt: r.updated_at }));
}

export async function saveProgress(lessonId: number, positionSeconds: number, done: boolean): Promise<boolean | null> {
  const { data, error } = await (await createClient()).rpc('save_lesson_progress', { lesson_id: lessonId, position_seconds: positionSeconds, done });
  return error ? null : data;
}

export type OrderError = 'signIn' | 'already_owned' | 'not_on_sale' | 'limited' | 'failed';

/** Starts an order of a plan for the signed-in learner; the price is the database's. */
export async function startOrder(planId: number, lang: Locale): Promise<{ ok: true; orderId: string } | { ok: false; error: OrderError }> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('start_course_order', { plan_id: planId, lang });
  if (error) {
    if (error.code === '42501') return { ok: false, error: 'signIn' };
    if (error.code === 'PT429') return { ok: false, error: 'limited' };
    if (error.hint === 'already_owned' || error.hint === 'not_on_sale') return { ok: false, error: error.hint };
    console.error('[courses] order failed:', error.message);
    return { ok: false, error: 'failed' };
  }
  return { ok: true, orderId: String((data as { order_id: string }).order_id) };
}

export interface OrderRequest {
  orderId: string;
  userId: string;
  kind: 'course' | 'monthly' | 'annual' | 'lifetime';
  courseId: number | null;
  planId: number;
  amountCents: number;
  currency: string;
  /** 'review': a payment arrived that could not be applied (kept, the operator was told). */
  status: 'pending' | 'paid' | 'review';
}

/** An order as the payment needs it (service role): the caller checks it is the visitor's own. */
export async function orderRequest(orderId: string): Promise<OrderRequest | null> {
  if (!/^[0-9a-f-]{36}$/.test(orderId)) return null;
  const { data, error } = await createAdminClient().rpc('course_order_request', { order_id: orderId });
  if (error || !data) return null;
  const r = data as Record<string, unknown>;
  return {
    orderId: String(r.order_id), userId: String(r.user_id), kind: r.kind as OrderRequest['kind'], courseId: (r.course_id as number | null) ?? null,
    planId: Number(r.plan_id), amountCents: Number(r.amount_cents), currency: String(r.currency), status: r.status === 'paid' || r.status === 'review' ? r.status : 'pending',
  };
}

/** "Notify me" for a course coming soon (service role, rate-limited per client in the database). */
export async function requestNotification(clientKey: string, courseId: number, email: string, lang: Locale, userId: string | null): Promise<'ok' | 'invalid' | 'limited' | 'failed'> {
  const { error } = await createAdminClient().rpc('request_course_notification', {
    client_key: clientKey, course_id: courseId, email, lang, ...(userId ? { user_id: userId } : {}),
  });
  if (!error) return 'ok';
  if (error.code === 'PT429') return 'limited';
  if (error.code === '22023') return 'invalid';
  console.error('[courses] notify request failed:', error.message);
  return 'failed';
}

export interface MySubscription {
  id: string;
  kind: 'monthly' | 'annual' | 'lifetime';
  status: string;
  periodEnd: string | null;
}

/** The signed-in learner's courses (bought, or any course they have progress in) and their library-wide plans. */
export async function getMyLearning(): Promise<{ courseIds: number[]; progress: LessonProgress[]; subscriptions: MySubscription[] }> {
  const supabase = await createClient();
  const [entitlements, progress] = await Promise.all([
    supabase.from('course_entitlements').select('id, kind, course_id, status, current_period_end').order('created_at', { ascending: false }),
    supabase.from('lesson_progress').select('lesson_id, course_id, position_seconds, done, done_at, updated_at').order('updated_at', { ascending: false }),
  ]);
  const rows = entitlements.data ?? [];
  const steps = progress.data ?? [];
  const courseIds = [...new Set([...rows.flatMap((e) => (e.course_id === null ? [] : [e.course_id])), ...steps.map((p) => p.course_id)])];
  return {
    courseIds,
    progress: steps.map((r) => ({ lessonId: r.lesson_id, positionSeconds: r.position_seconds, done: r.done, doneAt: r.done_at, updatedAt: r.updated_at, courseId: r.course_id })),
    // A cancelled subscription whose paid period is over gives nothing more: it is no longer listed.
    subscriptions: rows.flatMap((e): MySubscription[] =>
      e.kind === 'course' || (e.status === 'cancelled' && e.current_period_end !== null && Date.parse(e.current_period_end) <= Date.now())
        ? []
        : [{ id: e.id, kind: e.kind as MySubscription['kind'], status: e.status, periodEnd: e.current_period_end }],
    ),
  };
}

/** The learner's own subscription, as the provider knows it (for cancelling). */
export async function ownSubscription(entitlementId: string): Promise<{ provider: string; reference: string } | null> {
  const { data } = await (await createClient())
    .from('course_entitlements')
    .select('provider, provider_reference, kind')
    .eq('id', entitlementId)
    .maybeSingle();
  if (!data || (data.kind !== 'monthly' && data.kind !== 'annual')) return null;
  return { provider: data.provider, reference: data.provider_reference };
}
