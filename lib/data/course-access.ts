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
  /** The learner's e-mail, for the provider's hosted page. */
  email: string | null;
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
    planId: Number(r.plan_id), amountCents: Number(r.amount_cents), currency: String(r.currency),
    email: typeof r.email === 'string' ? r.email : null, status: r.status === 'paid' || r.status === 'review' ? r.status : 'pending',
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

/** A plan's name in a language, as the plans list shows it ("Monthly subscription"). */
export async function planName(planId: number, lang: Locale): Promise<string> {
  const { data, error } = await publicClient().from('subscription_plan_translations').select('name').eq('plan_id', planId).eq('lang', lang).maybeSingle();
  if (error) throw new Error(`The plan's name could not be read: ${error.message}`);
  return data?.name ?? '';
}
