import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { findTripRoute } from '@/lib/data/trip-page';
import { tripFileNotFound } from '@/lib/i18n/file-not-found';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import { logoDataUrl } from '@/lib/seo/logo-image';
import { site } from '@/lib/site';

/** The trip's share preview, per language: its photo, title, place, duration and price, 1200x630 PNG. */
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 600;
export const alt = site.name;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function photo(path: string | null): Promise<string | null> {
  const url = storageUrl(path);
  if (!url) return null;
  try {
    const response = await fetch(url, { next: { revalidate: 86_400 } });
    if (!response.ok) return null;
    const type = response.headers.get('content-type') ?? 'image/jpeg';
    if (!/^image\/(jpeg|png)$/.test(type)) return null;
    return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}

export default async function OpenGraphImage({ params }: { params: Promise<{ lang: string; id: string; slug: string }> }) {
  const route = await findTripRoute(params);
  if (!route) return tripFileNotFound(params);
  const { lang, trip } = route;
  const { card, text } = trip;
  const [background, logo] = await Promise.all([photo(card.hero_path), logoDataUrl()]);
  const price = formatPrice(card.from_price_cents ?? 0, lang);
  const tc = await getTranslations({ locale: lang, namespace: 'Common' });
  const days = tc('days', { count: card.duration_days ?? 0 });
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative', backgroundColor: '#0e3429', color: '#fff' }}>
        {background ? <img src={background} alt="" width={1200} height={630} style={{ position: 'absolute', width: 1200, height: 630, objectFit: 'cover' }} /> : null}
        <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', padding: 64, background: 'linear-gradient(180deg, rgba(14,52,41,0.1) 0%, rgba(14,52,41,0.9) 70%)' }}>
          {logo ? (
            <div style={{ display: 'flex', alignSelf: 'flex-start', backgroundColor: '#fff', borderRadius: 12, padding: '10px 16px' }}>
              <img src={logo} alt={site.name} height={48} style={{ height: 48 }} />
            </div>
          ) : (
            <div style={{ fontSize: 30, opacity: 0.9 }}>{site.name}</div>
          )}
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, marginTop: 12 }}>{text.title}</div>
          <div style={{ display: 'flex', gap: 32, fontSize: 34, marginTop: 24 }}>
            <span>{`${card.country_name ?? ''} · ${card.activity_name ?? ''} · ${days}`}</span>
            <span style={{ fontWeight: 700 }}>{price}</span>
          </div>
        </div>
      </div>
    ),
    size,
  );
}
