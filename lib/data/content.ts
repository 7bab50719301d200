import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { loadFirst, loadList, publicClient } from './load';

export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  coverPath: string | null;
  author: string | null;
  publishedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** Published posts of a language, newest first (posts and their translations are read flat and joined here). */
export const getBlogPosts = cache(async (lang: Locale): Promise<BlogPostSummary[]> => {
  const client = publicClient();
  const [posts, texts] = await Promise.all([
    loadList('blog posts', () =>
      client.from('blog_posts').select('id, cover_path, author, published_at').order('published_at', { ascending: false }),
    ),
    loadList('blog texts', () =>
      client.from('blog_post_translations').select('post_id, slug, title, excerpt').eq('lang', lang),
    ),
  ]);
  const byPost = new Map(texts.map((t) => [t.post_id, t]));
  return posts.flatMap((p) => {
    const t = byPost.get(p.id);
    return t
      ? [{ id: p.id, slug: t.slug, title: t.title, excerpt: t.excerpt, coverPath: p.cover_path, author: p.author, publishedAt: p.published_at }]
      : [];
  });
});

export const getBlogPost = cache(async (lang: Locale, id: number): Promise<BlogPost | null> => {
  const client = publicClient();
  const [post, text] = await Promise.all([
    loadFirst('blog post', () => client.from('blog_posts').select('id, cover_path, author, published_at').eq('id', id).limit(1)),
    loadFirst('blog post text', () =>
      client
        .from('blog_post_translations')
        .select('post_id, slug, title, excerpt, body, seo_title, seo_description')
        .eq('post_id', id)
        .eq('lang', lang)
        .limit(1),
    ),
  ]);
  if (!post || !text) return null;
  return {
    id: post.id,
    slug: text.slug,
    title: text.title,
    excerpt: text.excerpt,
    coverPath: post.cover_path,
    author: post.author,
    publishedAt: post.published_at,
    body: text.body,
    seoTitle: text.seo_title,
    seoDescription: text.seo_description,
  };
});

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

export interface Place {
  id: number;
  name: string;
  summary: string | null;
  photoPath: string | null;
  countryId: number;
}

export const getPlaces = cache(async (lang: Locale): Promise<Place[]> => {
  const client = publicClient();
  const [places, texts] = await Promise.all([
    loadList('places', () => client.from('places').select('id, country_id, photo_path').order('id')),
    loadList('place texts', () => client.from('place_translations').select('place_id, name, summary').eq('lang', lang)),
  ]);
  const textOf = new Map(texts.map((t) => [t.place_id, t]));
  return places.flatMap((p) => {
    const t = textOf.get(p.id);
    return t ? [{ id: p.id, name: t.name, summary: t.summary, photoPath: p.photo_path, countryId: p.country_id }] : [];
  });
});
