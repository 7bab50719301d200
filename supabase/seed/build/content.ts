import { blogPosts } from '../content/blog';
import { courses } from '../content/courses';
import { clip } from '../limits';
import { mediaPaths } from '../media-paths';
import { createRandom, hashSeed, intBetween } from '../prng';
import { insert, timestampDaysAgo } from '../sql';
import type { Trip } from '../trips';
import { langs } from '../types';

export function blogSql(trips: Trip[]): string {
  const rows = blogPosts.map((p) => ({
    id: p.id,
    cover_path: mediaPaths.blogCover(p.slug.en),
    author: p.author,
    published_at: timestampDaysAgo(p.daysAgo, 8),
    published: p.published ?? true,
  }));
  const translations = blogPosts.flatMap((p) =>
    langs.map((lang) => ({
      post_id: p.id,
      lang,
      slug: p.slug[lang],
      title: p.title[lang],
      excerpt: p.excerpt[lang],
      body: p.body[lang],
      seo_title: clip(p.title[lang], 60),
      seo_description: clip(p.excerpt[lang], 160),
    })),
  );
  const idOf = new Map(trips.map((t) => [t.key, t.id]));
  const related = blogPosts.flatMap((p) =>
    p.trips.map((key, position) => {
      const tripId = idOf.get(key);
      if (tripId === undefined) throw new Error(`blog post ${p.key}: no trip ${key}`);
      return { post_id: p.id, trip_id: tripId, position };
    }),
  );
  return (
    insert('blog_posts', rows, { overriding: true }) +
    insert('blog_post_translations', translations) +
    insert('blog_post_trips', related)
  );
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
  }));
  const translations = courses.flatMap((c) =>
    langs.map((lang) => ({
      course_id: c.id,
      lang,
      slug: c.slug[lang],
      title: c.title[lang],
      summary: c.summary[lang],
      description: c.description[lang],
    })),
  );
  let lessonId = 1;
  const lessons = courses.flatMap((c) => {
    if (c.lessons.length < 4 || c.lessons.length > 10) throw new Error(`${c.slug.en}: 4-10 lessons expected`);
    const random = createRandom(hashSeed(`lessons:${c.slug.en}`));
    return c.lessons.map(([en, es], i) => ({
      id: lessonId++,
      course_id: c.id,
      position: i + 1,
      duration_seconds: intBetween(random, 6, 24) * 60 + intBetween(random, 0, 59),
      video_url: null,
      free_preview: i === 0,
      titles: { en, es },
    }));
  });
  const lessonRows = lessons.map((lesson) => {
    const { titles, ...row } = lesson;
    void titles;
    return row;
  });
  const lessonTranslations = lessons.flatMap((l) => langs.map((lang) => ({ lesson_id: l.id, lang, title: l.titles[lang] })));
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
      description: { en: 'Every course and new tutorial, billed monthly. Cancel anytime.', es: 'Todos los cursos y tutoriales nuevos, con cobro mensual. Cancela cuando quieras.' },
    },
    {
      kind: 'annual', course_id: null, price_cents: 14900,
      name: { en: 'Annual subscription', es: 'Suscripción anual' },
      description: { en: 'A full year of the whole library: more than five months free compared with monthly.', es: 'Un año completo de toda la biblioteca: más de cinco meses gratis frente al plan mensual.' },
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
