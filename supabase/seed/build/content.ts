import { blogPosts } from '../content/blog';
import { clip } from '../limits';
import { mediaPaths } from '../media-paths';
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
