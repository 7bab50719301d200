import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/**
 * Preview deployments disallow everything (and send X-Robots-Tag: noindex); production points at the sitemap and
 * disallows nothing: personal pages say noindex in their own head (checkout folds into its bare path by canonical
 * instead), and a crawler must be let in to read that; a page robots.txt blocks can still be listed from links.
 */
export default function robots(): MetadataRoute.Robots {
  if (site.isPreview) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
