import 'server-only';
import { cache } from 'react';
import type { CourseLevel } from '@/lib/courses/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { loadList, publicClient } from './load';

export interface CourseCard {
  id: number;
  slug: string;
  /** The slug in each language, for the language switcher and hreflang. */
  slugs: Partial<Record<Locale, string>>;
  title: string;
  summary: string | null;
  coverPath: string | null;
  level: CourseLevel;
  activityId: number | null;
  activityName: string | null;
  priceCents: number | null;
  comingSoon: boolean;
  lessons: number;
  durationSeconds: number;
  position: number;
}

export interface LibraryPlan {
  id: number;
  kind: 'monthly' | 'annual' | 'lifetime';
  name: string;
  description: string | null;
  priceCents: number;
}

export interface CourseLesson {
  id: number;
  position: number;
  chapter: number;
  chapterTitle: string;
  title: string;
  summary: string | null;
  durationSeconds: number;
  freePreview: boolean;
}

export interface CourseDetail extends CourseCard {
  description: string | null;
  instructorName: string | null;
  instructorRole: string | null;
  /** The plan that sells this course alone (null while coming soon). */
  coursePlanId: number | null;
  lessonList: CourseLesson[];
}

const LEVELS: CourseLevel[] = ['beginner', 'intermediate', 'advanced'];
const levelOf = (value: string | null): CourseLevel => (LEVELS.includes(value as CourseLevel) ? (value as CourseLevel) : 'beginner');

/** The whole library in one language: 26 courses and their 550 lessons are small enough for one static page. */
export const getCourseLibrary = cache(async (lang: Locale): Promise<{ courses: CourseCard[]; plans: LibraryPlan[] }> => {
  const client = publicClient();
  const [courses, texts, lessons, activities, plans, planTexts] = await Promise.all([
    loadList('courses', () =>
      client
        .from('courses')
        .select('id, cover_path, level, activity_id, price_cents, coming_soon, position')
        .order('position', { ascending: true }),
    ),
    loadList('course texts', () => client.from('course_translations').select('course_id, lang, slug, title, summary')),
    loadList('course lessons', () => client.from('course_lessons').select('course_id, duration_seconds')),
    loadList('activity names', () => client.from('activity_translations').select('activity_id, name').eq('lang', lang)),
    loadList('plans', () => client.from('subscription_plans').select('id, kind, course_id, price_cents').order('price_cents', { ascending: true })),
    loadList('plan texts', () => client.from('subscription_plan_translations').select('plan_id, name, description').eq('lang', lang)),
  ]);
  const totals = new Map<number, { lessons: number; seconds: number }>();
  for (const l of lessons) {
    const t = totals.get(l.course_id) ?? { lessons: 0, seconds: 0 };
    t.lessons += 1;
    t.seconds += l.duration_seconds ?? 0;
    totals.set(l.course_id, t);
  }
  const activityName = new Map(activities.map((a) => [a.activity_id, a.name]));
  const planText = new Map(planTexts.map((t) => [t.plan_id, t]));
  const cards = courses.flatMap((c): CourseCard[] => {
    const own = texts.filter((t) => t.course_id === c.id);
    const text = own.find((t) => t.lang === lang);
    if (!text) return [];
    const total = totals.get(c.id) ?? { lessons: 0, seconds: 0 };
    return [{
      id: c.id,
      slug: text.slug,
      slugs: Object.fromEntries(own.map((t) => [t.lang, t.slug])),
      title: text.title,
      summary: text.summary,
      coverPath: c.cover_path,
      level: levelOf(c.level),
      activityId: c.activity_id,
      activityName: c.activity_id === null ? null : (activityName.get(c.activity_id) ?? null),
      priceCents: c.price_cents,
      comingSoon: c.coming_soon,
      lessons: total.lessons,
      durationSeconds: total.seconds,
      position: c.position,
    }];
  });
  const library = plans.flatMap((p): LibraryPlan[] => {
    const text = planText.get(p.id);
    if (p.course_id !== null || !text || (p.kind !== 'monthly' && p.kind !== 'annual' && p.kind !== 'lifetime')) return [];
    return [{ id: p.id, kind: p.kind, name: text.name, description: text.description, priceCents: p.price_cents }];
  });
  return { courses: cards, plans: library };
});

/** One course with its syllabus, or null when it is not published in this language. */
export const getCourse = cache(async (lang: Locale, id: number): Promise<CourseDetail | null> => {
  const client = publicClient();
  const { courses } = await getCourseLibrary(lang);
  const card = courses.find((c) => c.id === id);
  if (!card) return null;
  const [details, texts, lessons, plans] = await Promise.all([
    loadList('course detail', () => client.from('courses').select('instructor_name').eq('id', id)),
    loadList('course description', () =>
      client.from('course_translations').select('description, instructor_role').eq('course_id', id).eq('lang', lang),
    ),
    loadList('course syllabus', () =>
      client.from('course_lessons').select('id, position, chapter, duration_seconds, free_preview').eq('course_id', id).order('position', { ascending: true }),
    ),
    loadList('course plan', () => client.from('subscription_plans').select('id').eq('course_id', id).eq('kind', 'course')),
  ]);
  const lessonTexts = lessons.length === 0 ? [] : await loadList('lesson texts', () =>
    client.from('course_lesson_translations').select('lesson_id, title, summary, chapter_title').eq('lang', lang).in('lesson_id', lessons.map((l) => l.id)),
  );
  const textOf = new Map(lessonTexts.map((t) => [t.lesson_id, t]));
  return {
    ...card,
    description: texts[0]?.description ?? null,
    instructorName: details[0]?.instructor_name ?? null,
    instructorRole: texts[0]?.instructor_role ?? null,
    coursePlanId: card.comingSoon ? null : (plans[0]?.id ?? null),
    lessonList: lessons.flatMap((l): CourseLesson[] => {
      const t = textOf.get(l.id);
      if (!t) return [];
      return [{
        id: l.id,
        position: l.position,
        chapter: l.chapter,
        chapterTitle: t.chapter_title ?? '',
        title: t.title,
        summary: t.summary,
        durationSeconds: l.duration_seconds ?? 0,
        freePreview: l.free_preview,
      }];
    }),
  };
});
