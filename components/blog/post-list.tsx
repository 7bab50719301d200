import { Photo } from '@/components/ui/photo';
import type { BlogPostSummary } from '@/lib/data/blog';
import { largestPaintImage } from '@/components/ui/largest-paint';
import { storageUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

/** Post cards: cover, title, author and date, excerpt; the first one opens the page, so its cover is not lazy. */
export function PostList({ lang, posts, byline }: { lang: Locale; posts: BlogPostSummary[]; byline: (author: string) => string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
      {posts.map((post, index) => {
        const src = storageUrl(post.coverPath);
        return (
          <li key={post.id} className="overflow-hidden rounded-lg border border-slate-200">
            <Link href={`/blog/${post.id}`} className="group block">
              {src ? <Photo src={src} alt="" width={480} height={270} {...largestPaintImage(index === 0)} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-video w-full object-cover" /> : null}
              <span className="block space-y-1 p-4">
                <span className="block text-lg font-semibold group-hover:underline">{post.title}</span>
                <span className="block text-sm text-slate-600">
                  {post.author ? `${byline(post.author)} · ` : null}
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
                </span>
                <span className="block text-slate-700">{post.excerpt}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
