import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { createAdminClient } from '@/lib/supabase/admin';
import { loadFirst, loadList, publicClient } from './load';
import { previewing } from './preview';
import { CARD_COLUMNS, toTripSummaries, type TripSummary } from './trips';

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
  /** Markdown, rendered without any HTML it may contain. */
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** The languages the post is written in (for hreflang). */
  languages: Locale[];
  /** False only for a draft an editor is previewing. */
  published: boolean;
}

export const BLOG_PAGE_SIZE = 6;

/** Published posts of a language, newest first (posts and their translations are read flat and joined here). */
export const getBlogPosts = cache(async (lang: Locale): Promise<BlogPostSummary[]> => {
  const client = publicClient();
  const [posts, texts] = await Promise.all([
    loadList('blog posts', () =>
      client.from('blog_posts').select('id, cover_path, author, published_at').order('published_at', { ascending: false }).order('id'),
    ),
    loadList('blog texts', () => client.from('blog_post_translations').select('post_id, slug, title, excerpt').eq('lang', lang)),
  ]);
  const byPost = new Map(texts.map((t) => [t.post_id, t]));
  return posts.flatMap((p) => {
    const t = byPost.get(p.id);
    return t
      ? [{ id: p.id, slug: t.slug, title: t.title, excerpt: t.excerpt, coverPath: p.cover_path, author: p.author, publishedAt: p.published_at }]
      : [];
  });
});

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
}

/** One page of the blog (1-based); null for a page number past the last. */
export async function getBlogPage(lang: Locale, page: number): Promise<BlogPage | null> {
  const all = await getBlogPosts(lang);
  const pageCount = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
  if (page < 1 || page > pageCount) return null;
  return { posts: all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), page, pageCount };
}

/** A post in a language; while an editor previews, drafts and scheduled posts too (service role, uncached). */
export const getBlogPost = cache(async (lang: Locale, id: number): Promise<BlogPost | null> => {
  const preview = await previewing();
  // An id no published post of the language has is answered from the cached list, adding nothing per id.
  if (!preview && !(await getBlogPosts(lang)).some((p) => p.id === id)) return null;
  const client = preview ? createAdminClient() : publicClient();
  const [post, texts] = await Promise.all([
    loadFirst('blog post', () => client.from('blog_posts').select('id, cover_path, author, published_at, published').eq('id', id).limit(1)),
    loadList('blog post texts', () =>
      client.from('blog_post_translations').select('post_id, lang, slug, title, excerpt, body, seo_title, seo_description').eq('post_id', id),
    ),
  ]);
  const text = texts.find((t) => t.lang === lang);
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
    languages: texts.flatMap((t) => (t.lang === 'en' || t.lang === 'es' ? [t.lang] : [])),
    published: post.published && Date.parse(post.published_at) <= Date.now(),
  };
});

/** The trips an editor related to a post, in their order (published ones only). */
export const getRelatedTrips = cache(async (lang: Locale, postId: number): Promise<TripSummary[]> => {
  const client = publicClient();
  const links = await loadList('related trips', () =>
    client.from('blog_post_trips').select('trip_id, position').eq('post_id', postId).order('position'),
  );
  if (links.length === 0) return [];
  const cards = await loadList('related trip cards', () =>
    client
      .from('trip_cards')
      .select(CARD_COLUMNS)
      .eq('lang', lang)
      .in('id', links.map((l) => l.trip_id)),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return toTripSummaries(links.flatMap((l) => byId.get(l.trip_id) ?? []));
});
