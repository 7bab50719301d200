import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { loadList, publicClient } from './load';

export interface Course {
  id: number;
  title: string;
  summary: string | null;
  coverPath: string | null;
  difficulty: number | null;
  priceCents: number | null;
  comingSoon: boolean;
  lessons: number;
}

export interface Plan {
  id: number;
  kind: 'course' | 'monthly' | 'annual' | 'lifetime';
  name: string;
  description: string | null;
  priceCents: number;
}

export const getCourses = cache(async (lang: Locale): Promise<{ courses: Course[]; plans: Plan[] }> => {
  const client = publicClient();
  const [courses, texts, lessons, plans, planTexts] = await Promise.all([
    loadList('courses', () =>
      client.from('courses').select('id, cover_path, difficulty, price_cents, coming_soon, position').order('position', { ascending: true }),
    ),
    loadList('course texts', () => client.from('course_translations').select('course_id, title, summary').eq('lang', lang)),
    loadList('course lessons', () => client.from('course_lessons').select('id, course_id')),
    loadList('plans', () =>
      client.from('subscription_plans').select('id, kind, course_id, price_cents').order('price_cents', { ascending: true }),
    ),
    loadList('plan texts', () => client.from('subscription_plan_translations').select('plan_id, name, description').eq('lang', lang)),
  ]);
  const textOf = new Map(texts.map((t) => [t.course_id, t]));
  const lessonCount = new Map<number, number>();
  for (const l of lessons) lessonCount.set(l.course_id, (lessonCount.get(l.course_id) ?? 0) + 1);
  const planTextOf = new Map(planTexts.map((t) => [t.plan_id, t]));
  return {
    courses: courses.flatMap((c) => {
      const t = textOf.get(c.id);
      if (!t) return [];
      return [{
        id: c.id, title: t.title, summary: t.summary, coverPath: c.cover_path, difficulty: c.difficulty,
        priceCents: c.price_cents, comingSoon: c.coming_soon, lessons: lessonCount.get(c.id) ?? 0,
      }];
    }),
    // Per-course plans appear on each course; the list shows the library-wide subscriptions.
    plans: plans.flatMap((p) => {
      if (p.course_id !== null) return [];
      const t = planTextOf.get(p.id);
      const kind = p.kind as Plan['kind'];
      return t ? [{ id: p.id, kind, name: t.name, description: t.description, priceCents: p.price_cents }] : [];
    }),
  };
});
