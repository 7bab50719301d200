import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { logoDataUrl } from '@/lib/seo/logo-image';
import { site } from '@/lib/site';

/**
 * The share image of pages that have no picture of their own (1200x630 PNG per language): the shop's logo from
 * storage over its tagline. Made once per language at build time and revalidated like the pages.
 */
export const revalidate = 86_400;
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/share.png'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const [t, logo] = await Promise.all([getTranslations({ locale: lang, namespace: 'Home' }), logoDataUrl()]);
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', backgroundColor: '#0e3429', color: '#fff', padding: 64 }}>
        <div style={{ display: 'flex', backgroundColor: '#fff', borderRadius: 24, padding: '36px 48px' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the share image is drawn by next/og, which takes plain <img> */}
          {logo ? <img src={logo} alt={site.name} height={160} style={{ height: 160 }} /> : <div style={{ fontSize: 72, fontWeight: 700, color: '#0e3429' }}>{site.name}</div>}
        </div>
        <div style={{ marginTop: 48, fontSize: 40, textAlign: 'center', maxWidth: 1000 }}>{t('metaTitle')}</div>
      </div>
    ),
    { width: 1200, height: 630 },
  );
}
