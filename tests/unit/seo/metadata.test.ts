import { formatCount, formatPrice } from '@/lib/format';
import { pageMetadata, pathsOf } from '@/lib/seo/metadata';

describe('pageMetadata', () => {
  it('points canonical and hreflang at each language canonical alias', () => {
    const m = pageMetadata({ lang: 'es', paths: pathsOf('contact'), title: 'Contacto', description: 'd' });
    expect(m.alternates?.canonical).toBe('http://localhost:3000/es/contacto');
    expect(m.alternates?.languages).toEqual({
      en: 'http://localhost:3000/en/contact',
      es: 'http://localhost:3000/es/contacto',
      'x-default': 'http://localhost:3000/en/contact',
    });
    expect(m.openGraph).toMatchObject({ locale: 'es_ES', url: 'http://localhost:3000/es/contacto', title: 'Contacto' });
    expect(m.twitter).toMatchObject({ title: 'Contacto', description: 'd' });
  });

  it('uses the bare language root for the home page', () => {
    expect(pageMetadata({ lang: 'en', paths: pathsOf(''), title: 't', description: 'd' }).alternates?.canonical).toBe('http://localhost:3000/en');
  });
});

describe('formatting', () => {
  it('shows euro prices and grouped review counts per language', () => {
    expect(formatPrice(129000, 'en')).toBe('€1,290');
    expect(formatPrice(129000, 'es')).toMatch(/^1\.290\s€$/);
    expect(formatCount(1123, 'en')).toBe('1,123');
    expect(formatCount(1123, 'es')).toBe('1.123');
  });
});
