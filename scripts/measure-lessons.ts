import type { SupabaseClient } from '@supabase/supabase-js';
import { MediaDurationError, videoDurationSeconds } from '../lib/courses/media-duration';

/**
 * Every lesson's video measured from its own header, as stored (public previews by their public URL, paid lessons
 * through a signed URL made with the service role), and the measured seconds written to
 * `course_lessons.duration_seconds` where they differ (`write`). `npm run courses:durations` runs it.
 */
export interface Measured {
  lessonId: number;
  videoPath: string;
  stored: number | null;
  measured: number | null;
  error?: string;
}

const HEAD_BYTES = 1024 * 1024;

/** The first MB of the object (the whole file when its header needs more: an MP4 whose moov follows its media). */
async function durationOf(url: string): Promise<number> {
  const head = await fetch(url, { headers: { range: `bytes=0-${HEAD_BYTES - 1}` } });
  if (!head.ok) throw new Error(`the file answered ${head.status}`);
  const bytes = new Uint8Array(await head.arrayBuffer());
  try {
    return Math.round(videoDurationSeconds(bytes));
  } catch (error) {
    if (!(error instanceof MediaDurationError && error.needsMore && head.status === 206)) throw error;
    const whole = await fetch(url);
    if (!whole.ok) throw new Error(`the file answered ${whole.status}`);
    return Math.round(videoDurationSeconds(new Uint8Array(await whole.arrayBuffer())));
  }
}

/** Where a lesson's video can be read: `bucket/path`; the public bucket's previews directly, others signed. */
async function readableUrl(admin: SupabaseClient, videoPath: string, publicBuckets: ReadonlySet<string>): Promise<string> {
  const [bucket = '', ...rest] = videoPath.split('/');
  const object = rest.join('/');
  if (publicBuckets.has(bucket)) return admin.storage.from(bucket).getPublicUrl(object).data.publicUrl;
  const { data, error } = await admin.storage.from(bucket).createSignedUrl(object, 120);
  if (error || !data) throw new Error(`the file could not be signed: ${error?.message ?? 'no URL'}`);
  return data.signedUrl;
}

export async function measureLessons(admin: SupabaseClient, options: { lessonId?: number; write: boolean; publicBuckets?: ReadonlySet<string> }): Promise<Measured[]> {
  let query = admin.from('course_lessons').select('id, video_url, duration_seconds').not('video_url', 'is', null).order('id');
  if (options.lessonId !== undefined) query = query.eq('id', options.lessonId);
  const { data, error } = await query;
  if (error) throw new Error(`The lessons could not be read: ${error.message}`);
  const publicBuckets = options.publicBuckets ?? new Set(['course-previews']);
  // The demo library reuses a few clips for all its lessons: each file is measured once.
  const byPath = new Map<string, Promise<number>>();
  const results: Measured[] = [];
  for (const lesson of data as { id: number; video_url: string; duration_seconds: number | null }[]) {
    const result: Measured = { lessonId: lesson.id, videoPath: lesson.video_url, stored: lesson.duration_seconds, measured: null };
    try {
      let seconds = byPath.get(lesson.video_url);
      if (!seconds) byPath.set(lesson.video_url, (seconds = readableUrl(admin, lesson.video_url, publicBuckets).then(durationOf)));
      result.measured = await seconds;
      if (options.write && result.measured !== lesson.duration_seconds) {
        const { error: writeError } = await admin.from('course_lessons').update({ duration_seconds: result.measured }).eq('id', lesson.id);
        if (writeError) throw new Error(`the duration could not be saved: ${writeError.message}`);
      }
    } catch (failure) {
      result.error = failure instanceof Error ? failure.message : String(failure);
    }
    results.push(result);
  }
  return results;
}
