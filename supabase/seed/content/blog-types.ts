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
}
