import { formatCount, formatDate, formatMonth, formatMonthTitle, formatNumber, formatPrice } from '@/lib/format';
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

  it('keeps each language and each set of options apart while it reuses its formatters', () => {
    // Round and odd amounts alternate: a formatter kept for one must not be used for the other.
    expect([formatPrice(129000, 'en'), formatPrice(129050, 'en'), formatPrice(129000, 'en')]).toEqual(['€1,290', '€1,290.50', '€1,290']);
    expect(formatPrice(129050, 'es')).toMatch(/^1\.290,50\s€$/);
    expect([formatNumber(4.5, 'en', 1), formatNumber(4.5, 'en'), formatNumber(4.25, 'es', 1)]).toEqual(['4.5', '5', '4,3']);
    expect([formatMonth('2026-12', 'en'), formatMonth('2026-12', 'es'), formatMonth('2027-01', 'en')]).toEqual(['December 2026', 'diciembre de 2026', 'January 2027']);
    expect([formatDate('2026-12-11', 'en'), formatDate('2026-12-11', 'es')]).toEqual(['11 December 2026', '11 de diciembre de 2026']);
    expect([formatMonthTitle('2026-12', 'es'), formatMonth('2026-12', 'es')]).toEqual(['Diciembre de 2026', 'diciembre de 2026']);
  });
});
