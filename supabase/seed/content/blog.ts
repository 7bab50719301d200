import { blogPart1 } from './blog-1';
import { blogPart2 } from './blog-2';

export type { BlogPost } from './blog-types';
export const blogPosts = [...blogPart1, ...blogPart2];
