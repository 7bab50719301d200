import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { personalPageSources } from './lib/auth/personal-paths';
import { cacheControl } from './lib/http/cache-policy';
import { policyOriginsFromEnv, securityHeaders } from './lib/http/security-headers';

// The catalogues are compiled at build time: pages format their messages without shipping the ICU parser (about
// 12 KB of gzip on every page that translates in the browser). Code that needs a pattern with its placeholders asks
// for it formatted with them (`t('key', { name: '{name}' })`), never as the raw catalogue text, which is compiled.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
const isPreview = process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview';

const nextConfig: NextConfig = {
  // npm test builds into its own folder so a test build never replaces the one npm start serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Next's documented compression (gzip): a cache in front (deploy/nginx, the platform's CDN) keeps the compressed copy.
  compress: true,
  // No ETag: Next would hash the whole HTML in JavaScript on every request (a fifth of the CPU a prerendered page
  // costs, `npm run bench -- page-serving`), for a 304 that only a browser talking to the origin itself could use.
  // The shared cache in front (the platform's CDN, deploy/nginx) serves repeat visits from its copy; a browser
  // fetches a page it revisits again (about 20 KB of gzip) instead of getting a 304.
  generateEtags: false,
  // Data is fresh 10 minutes (revalidate 600 in lib/data) and kept 20 minutes: a CDN may serve a stale page for
  // 10 more minutes while it is regenerated.
  expireTime: 1200,
  // The shop's own page cache (Next's documented cacheHandler interface), which also gives every statically rendered
  // page the hashes of its inline scripts and never keeps an answer other than 200 (see the file). In the build folder,
  // or with REDIS_URL in Redis, shared by several instances (docs/serving.md). cacheMaxMemorySize (50 MB) bounds the
  // decoded copies either keeps in memory; with Redis a copy is used only while Redis holds that very version.
  cacheHandler: fileURLToPath(new URL('./lib/http/page-cache.mjs', import.meta.url)),
  images: {
    remotePatterns: [
      { protocol: 'http', hostname: '127.0.0.1', pathname: '/storage/v1/object/public/**' },
      { protocol: 'https', hostname: '*.supabase.co', pathname: '/storage/v1/object/public/**' },
    ],
    // The embedded local backend serves the demo photos from 127.0.0.1; a hosted project's come from supabase.co.
    dangerouslyAllowLocalIP: !process.env.NEXT_PUBLIC_SUPABASE_URL || new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).hostname === '127.0.0.1',
    // Every photo comes from storage (remotePatterns); no file of this site goes through the optimizer, so a local
    // url (`/_next/image?url=/etc/passwd`) is a 400 instead of a request the optimizer makes to the shop itself.
    localPatterns: [],
    formats: ['image/avif', 'image/webp'],
    // Next's default list ends at 2048 and 3840 px: two more candidates in every srcset of the page (about 2.6 KB of
    // HTML per photo, 8 KB on home) for no screen the shop lays out (the widest photos are the darkened full-width
    // headers and a 95vw gallery), and the optimizer's most expensive encodes on request. The demo photos are
    // 1200 px wide; an operator's larger ones are served up to 1920.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    minimumCacheTTL: 86_400,
  },
  async headers() {
    const security = securityHeaders(policyOriginsFromEnv());
    return [
      { source: '/:path*', headers: security },
      ...personalPageSources().map((source) => ({ source, headers: [{ key: 'Cache-Control', value: cacheControl.personal }] })),
      // Preview deployments stay out of search engines (also robots.txt and the middleware's header).
      ...(isPreview ? [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }] : []),
    ];
  },
};

export default withNextIntl(nextConfig);
