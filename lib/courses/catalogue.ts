import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';

/** Rules of the course library shared by its pages and its data: levels, filters, sorting, durations. */

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';
export const COURSE_LEVELS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

export type CourseSort = 'featured' | 'price-asc' | 'price-desc' | 'duration' | 'lessons';
export const COURSE_SORTS: readonly CourseSort[] = ['featured', 'price-asc', 'price-desc', 'duration', 'lessons'];

export interface FilterableCourse {
  title: string;
  summary: string | null;
  activityName: string | null;
  activityId: number | null;
  level: CourseLevel;
  priceCents: number | null;
  durationSeconds: number;
  lessons: number;
  position: number;
  comingSoon: boolean;
}

export interface CourseFilter {
  query: string;
  activityId: number | null;
  level: CourseLevel | null;
  sort: CourseSort;
}

/** Lower case without accents, so "navegacion" finds "Navegación". */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Every word of the query must appear in the title, summary or activity (in any order). */
export function matchesQuery(course: FilterableCourse, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([course.title, course.summary ?? '', course.activityName ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

const comparators: Record<CourseSort, (a: FilterableCourse, b: FilterableCourse) => number> = {
  featured: (a, b) => a.position - b.position,
  'price-asc': (a, b) => (a.priceCents ?? Infinity) - (b.priceCents ?? Infinity),
  'price-desc': (a, b) => (b.priceCents ?? -1) - (a.priceCents ?? -1),
  duration: (a, b) => a.durationSeconds - b.durationSeconds,
  lessons: (a, b) => b.lessons - a.lessons,
};

/** The courses the filter keeps, sorted; courses coming soon always after those on sale. */
export function filterCourses<T extends FilterableCourse>(courses: readonly T[], filter: CourseFilter): T[] {
  return courses
    .filter((c) => (filter.activityId === null || c.activityId === filter.activityId) && (filter.level === null || c.level === filter.level) && matchesQuery(c, filter.query))
    .sort((a, b) => Number(a.comingSoon) - Number(b.comingSoon) || comparators[filter.sort](a, b) || a.position - b.position);
}

/** What the library holds on sale (courses coming soon left out): the counts the pages state. */
export function librarySize(courses: readonly { comingSoon: boolean; lessons: number; durationSeconds: number }[]): { courses: number; lessons: number; seconds: number } {
  const onSale = courses.filter((c) => !c.comingSoon);
  return { courses: onSale.length, lessons: onSale.reduce((sum, c) => sum + c.lessons, 0), seconds: onSale.reduce((sum, c) => sum + c.durationSeconds, 0) };
}

/** "1 h 25 min" / "12 min" (hours and minutes, rounded to the minute; at least 1 min). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * "2 h 5 min" from the messages' patterns ({hours}, {minutes}), which a client component (the course browser) holds
 * as plain strings.
 */
export function formatDuration(seconds: number, patterns: { hoursMinutes: string; minutes: string }): string {
  const { hours, minutes } = durationParts(seconds);
  const pattern = hours > 0 ? patterns.hoursMinutes : patterns.minutes;
  return pattern.replace('{hours}', String(hours)).replace('{minutes}', String(minutes));
}

/** "mm:ss" of a lesson. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Lessons grouped by chapter, in order. */
export function byChapter<T extends { chapter: number; chapterTitle: string }>(lessons: readonly T[]): { chapter: number; title: string; lessons: T[] }[] {
  const chapters = new Map<number, { chapter: number; title: string; lessons: T[] }>();
  for (const lesson of lessons) {
    const entry = chapters.get(lesson.chapter) ?? { chapter: lesson.chapter, title: lesson.chapterTitle, lessons: [] };
    entry.lessons.push(lesson);
    chapters.set(lesson.chapter, entry);
  }
  return [...chapters.values()].sort((a, b) => a.chapter - b.chapter);
}

/** A course's address in a language, without the prefix: /courses/3/knots or /cursos/3/nudos. */
export const coursePath = (lang: Locale, id: number, slug: string) => `${pagePath(lang, 'courses')}/${id}/${slug}`;
export const lessonPath = (lang: Locale, id: number, slug: string, lessonId: number) => `${coursePath(lang, id, slug)}/lessons/${lessonId}`;

/** My Account's courses, in each language, on the shop at `origin` (the links e-mails about a subscription carry). */
export const accountCoursesLinks = (origin: string): Record<Locale, string> => ({
  en: `${origin}/en${pagePath('en', 'account')}#courses`,
  es: `${origin}/es${pagePath('es', 'account')}#courses`,
});

/** A learner's step in a lesson, most recent first in the lists below. */
export interface ProgressStep {
  lessonId: number;
  done: boolean;
}

/** The lessons of a course the learner has finished. */
export const doneLessons = (lessons: readonly { id: number }[], steps: readonly ProgressStep[]): Set<number> => {
  const done = new Set(steps.filter((s) => s.done).map((s) => s.lessonId));
  return new Set(lessons.filter((l) => done.has(l.id)).map((l) => l.id));
};

/** Every lesson done: the completion certificate is earned. */
export const courseComplete = (lessons: readonly { id: number }[], steps: readonly ProgressStep[]): boolean =>
  lessons.length > 0 && doneLessons(lessons, steps).size === lessons.length;

/**
 * Where "Continue" leads: the lesson watched last and not finished, otherwise the first lesson not done (null once
 * every lesson is done). `steps` are most recent first.
 */
export function nextLesson<T extends { id: number }>(lessons: readonly T[], steps: readonly ProgressStep[]): T | null {
  const done = doneLessons(lessons, steps);
  const last = steps.find((s) => !s.done && lessons.some((l) => l.id === s.lessonId));
  return (last ? lessons.find((l) => l.id === last.lessonId) : undefined) ?? lessons.find((l) => !done.has(l.id)) ?? null;
}
