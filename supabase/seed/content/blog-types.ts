import type { Bi, ImageTheme } from '../types';

export interface BlogPost {
  id: number;
  key: string;
  theme: ImageTheme;
  author: string;
  daysAgo: number;
  slug: Bi;
  title: Bi;
  excerpt: Bi;
  body: Bi;
  /** Keys of the trips shown under the post, in order. */
  trips: string[];
  /** false: a draft only editors see in preview mode. */
  published?: boolean;
}
