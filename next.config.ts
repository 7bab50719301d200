import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const isPreview = process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview';

const nextConfig: NextConfig = {
  // npm test builds into its own folder so a test build never replaces the one npm start serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // SPEC 9: data is fresh 10 minutes (revalidate 600 in lib/data) and kept 20 minutes: a CDN may serve a stale
  // page for 10 more minutes while it is regenerated.
  expireTime: 1200,
  images: {
    remotePatterns: [
      { protocol: 'http', hostname: '127.0.0.1', pathname: '/storage/v1/object/public/**' },
      { protocol: 'https', hostname: '*.supabase.co', pathname: '/storage/v1/object/public/**' },
    ],
  },
  async headers() {
    // Preview deployments stay out of search engines (also robots.txt and the middleware's header).
    return isPreview ? [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }] : [];
  },
};

export default withNextIntl(nextConfig);
