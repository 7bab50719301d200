import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/** Preview deployments disallow everything (and send X-Robots-Tag: noindex); production points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  if (site.isPreview) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/en/checkout', '/es/checkout', '/en/payment', '/es/payment'] },
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
