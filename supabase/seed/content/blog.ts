import { blogPart1 } from './blog-1';
import { blogPart2 } from './blog-2';
import { blogPart3 } from './blog-3';

export type { BlogPost } from './blog-types';
export const blogPosts = [...blogPart1, ...blogPart2, ...blogPart3];
