import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lessonSeconds } from '../../../lib/courses/media-duration';
import { supabaseDir } from '../../local/paths';
import { chapterTitles, courses, instructors, lessonKinds, type Course } from '../content/courses';
import { mediaPaths } from '../media-paths';
import { createRandom, hashSeed, intBetween } from '../prng';
import { insert } from '../sql';
import { langs, type Bi } from '../types';
import { demoClips, paidClipPath, previewClipPath } from '../video/clip-paths';

export interface SeedLesson {
  id: number;
  courseId: number;
  position: number;
  chapter: number;
  chapterTitle: Bi;
  durationSeconds: number;
  freePreview: boolean;
  videoPath: string;
  title: Bi;
  summary: Bi;
}

/** Each video's duration, measured from its own header once per file (`supabase/storage/<bucket>/<path>`). */
const measured = new Map<string, number>();
export function videoSeconds(videoPath: string): number {
  let seconds = measured.get(videoPath);
  if (seconds === undefined) measured.set(videoPath, (seconds = lessonSeconds(readFileSync(join(supabaseDir, 'storage', videoPath)))));
  return seconds;
}

const levelOf = (difficulty: number) => (difficulty <= 2 ? 'beginner' : difficulty === 3 ? 'intermediate' : 'advanced');

/** How many chapters a course's topics fall into: two for short courses, up to four. */
const chapterCount = (topics: number) => (topics <= 5 ? 2 : topics <= 7 ? 3 : 4);

/**
 * Every lesson of the demo library, generated deterministically from each course's topics: a topic is taught as
 * "the essentials" plus two or three other lesson kinds (step by step, common mistakes, ...), so 158 topics make
 * the 500+ tutorials SPEC section 1 promises. The first lesson of every chapter after the first, and the first
 * lesson of the course, are free previews of a course on sale. A lesson lasts what its video lasts (measured from the
 * file's header), never a number of the generator's.
 */
export function planLessons(list: Course[] = courses): SeedLesson[] {
  let id = 1;
  const lessons: SeedLesson[] = [];
  for (const course of list) {
    if (course.topics.length < 4 || course.topics.length > 10) throw new Error(`${course.slug.en}: 4-10 topics expected`);
    const random = createRandom(hashSeed(`lessons:${course.slug.en}`));
    const chapters = chapterCount(course.topics.length);
    const perChapter = Math.ceil(course.topics.length / chapters);
    const instructor = instructors[course.instructor];
    if (!instructor) throw new Error(`${course.slug.en}: no instructor ${course.instructor}`);
    let position = 1;
    let lastChapter = 0;
    course.topics.forEach(([topicEn, topicEs], t) => {
      const chapter = Math.floor(t / perChapter) + 1;
      const extra = intBetween(random, 2, 3);
      const kinds = [0, ...[1, 2, 3, 4].sort(() => random() - 0.5).slice(0, extra).sort()];
      for (const k of kinds) {
        const kind = lessonKinds[k] as Bi;
        const chapterTitle = chapterTitles[chapter - 1] as Bi;
        const firstOfChapter = chapter !== lastChapter;
        lastChapter = chapter;
        const freePreview = !course.comingSoon && firstOfChapter && chapter <= 2;
        const clip = demoClips[(id - 1) % demoClips.length]!.n;
        const videoPath = freePreview ? previewClipPath(clip) : paidClipPath(clip);
        lessons.push({
          id,
          courseId: course.id,
          position: position++,
          chapter,
          chapterTitle,
          durationSeconds: videoSeconds(videoPath),
          freePreview,
          videoPath,
          title: { en: `${topicEn}: ${kind.en}`, es: `${topicEs}: ${kind.es}` },
          summary: {
            en: `${topicEn} (${kind.en}), taught by ${instructor.name}.`,
            es: `${topicEs} (${kind.es}), con ${instructor.name}.`,
          },
        });
        id += 1;
      }
    });
  }
  return lessons;
}

export function coursesSql(): string {
  const rows = courses.map((c, i) => ({
    id: c.id,
    cover_path: mediaPaths.courseCover(c.slug.en),
    difficulty: c.difficulty,
    price_cents: c.priceEuros * 100,
    coming_soon: c.comingSoon ?? false,
    published: true,
    position: i + 1,
    activity_id: c.activityId,
    level: levelOf(c.difficulty),
    instructor_name: instructors[c.instructor]?.name ?? null,
  }));
  const translations = courses.flatMap((c) =>
    langs.map((lang) => ({
      course_id: c.id,
      lang,
      slug: c.slug[lang],
      title: c.title[lang],
      summary: c.summary[lang],
      description: c.description[lang],
      instructor_role: instructors[c.instructor]?.role[lang] ?? null,
    })),
  );
  const lessons = planLessons();
  const lessonRows = lessons.map((l) => ({
    id: l.id,
    course_id: l.courseId,
    position: l.position,
    chapter: l.chapter,
    duration_seconds: l.durationSeconds,
    video_url: l.videoPath,
    free_preview: l.freePreview,
  }));
  const lessonTranslations = lessons.flatMap((l) =>
    langs.map((lang) => ({ lesson_id: l.id, lang, title: l.title[lang], summary: l.summary[lang], chapter_title: l.chapterTitle[lang] })),
  );
  return (
    insert('courses', rows, { overriding: true }) +
    insert('course_translations', translations) +
    insert('course_lessons', lessonRows, { overriding: true }) +
    insert('course_lesson_translations', lessonTranslations)
  );
}

/** One plan per course on sale, then the three library-wide subscriptions (SPEC 1). */
export function plansSql(): string {
  const onSale = courses.filter((c) => !c.comingSoon);
  const plans = [
    ...onSale.map((c) => ({
      kind: 'course',
      course_id: c.id as number | null,
      price_cents: c.priceEuros * 100,
      name: { en: `Course: ${c.title.en}`, es: `Curso: ${c.title.es}` },
      description: { en: `Lifetime access to every lesson of ${c.title.en}.`, es: `Acceso de por vida a todas las lecciones de ${c.title.es}.` },
    })),
    {
      kind: 'monthly', course_id: null, price_cents: 1900,
      name: { en: 'Monthly subscription', es: 'Suscripción mensual' },
      description: { en: 'Every course and new tutorial, billed monthly.', es: 'Todos los cursos y tutoriales nuevos, con cobro mensual.' },
    },
    {
      kind: 'annual', course_id: null, price_cents: 14900,
      name: { en: 'Annual subscription', es: 'Suscripción anual' },
      // What it saves against monthly is computed from the two prices where the plans are shown (annualSaving).
      description: { en: 'A full year of the whole library, billed once a year.', es: 'Un año completo de toda la biblioteca, con un cobro al año.' },
    },
    {
      kind: 'lifetime', course_id: null, price_cents: 39900,
      name: { en: 'Lifetime access', es: 'Acceso de por vida' },
      description: { en: 'Pay once and keep every current and future course forever.', es: 'Paga una vez y conserva para siempre todos los cursos actuales y futuros.' },
    },
  ];
  const rows = plans.map((p, i) => ({ id: i + 1, kind: p.kind, course_id: p.course_id, price_cents: p.price_cents, active: true }));
  const translations = plans.flatMap((p, i) =>
    langs.map((lang) => ({ plan_id: i + 1, lang, name: p.name[lang], description: p.description[lang] })),
  );
  return insert('subscription_plans', rows, { overriding: true }) + insert('subscription_plan_translations', translations);
}
