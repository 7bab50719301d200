import { routeRequest } from '@/lib/i18n/route-request';

const redirect = (path: string, cookie?: string, search = '') => {
  const d = routeRequest(path, search, cookie);
  return d.kind === 'redirect' ? `${d.status} ${d.location}` : d.kind;
};

describe('routeRequest', () => {
  it('sends the root and unknown first segments to /en, dropping the rest', () => {
    expect(redirect('/')).toBe('307 /en');
    expect(redirect('/fr')).toBe('307 /en');
    expect(redirect('/fr/contact', 'ES', '?a=1')).toBe('307 /en');
    expect(redirect('/EN')).toBe('307 /en');
    expect(redirect('/travel/12')).toBe('307 /en');
    expect(redirect('/country')).toBe('307 /en');
  });

  it('redirects legacy paths under the stored language, keeping the query', () => {
    expect(redirect('/travel/12/aconcagua', 'ES', '?ref=x')).toBe('307 /es/travel/12/aconcagua?ref=x');
    expect(redirect('/travel/12/aconcagua', undefined)).toBe('307 /en/travel/12/aconcagua');
    expect(redirect('/country/3', 'es')).toBe('307 /en/country/3');
    expect(redirect('/activity/15', 'EN')).toBe('307 /en/activity/15');
    expect(redirect('/actividades', 'EN')).toBe('307 /en/activities');
    expect(redirect('/destinations', 'ES')).toBe('307 /es/destinos');
    expect(redirect('/lugares', 'ES', '?q=1')).toBe('307 /es/lugares?q=1');
    expect(redirect('/como-funciona')).toBe('307 /en/how-it-works');
  });

  it('moves the former one-word names of the lists within the language, query kept', () => {
    expect(redirect('/en/activity')).toBe('308 /en/activities');
    expect(redirect('/es/country', undefined, '?x=1')).toBe('308 /es/destinos?x=1');
  });

  it('leaves every address of the route table, in either language, to next-intl and the rest to the not-found page', () => {
    for (const path of ['/en', '/es/contacto', '/es/contact', '/en/contacto', '/es/viaje-aleatorio', '/es/activity/15', '/es/cursos/3/nudos/lessons/40', '/en/travel/1/x/notes.pdf', '/es/mi-cuenta']) {
      expect(routeRequest(path, '', undefined)).toEqual({ kind: 'route', lang: path.slice(1, 3) });
    }
    for (const path of ['/en/no-such-page', '/es/a/b/c', '/en/travel/1', '/en/activity/15/x', '/es/mi-cuenta/bookings/AB12', '/en/404']) {
      expect(routeRequest(path, '', undefined)).toEqual({ kind: 'not-found', lang: path.slice(1, 3) });
    }
  });

  it('marks only the redirects that depend on the visitor (the stored language) as personal', () => {
    const personal = (path: string, cookie?: string) => {
      const d = routeRequest(path, '', cookie);
      return d.kind === 'redirect' && d.personal === true;
    };
    expect(personal('/travel/12/aconcagua', 'ES')).toBe(true);
    expect(personal('/destinos')).toBe(true);
    expect(personal('/')).toBe(false);
    expect(personal('/fr/contact', 'ES')).toBe(false);
    expect(personal('/es/contact')).toBe(false);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/\tevil.example',
    '/%09/evil.example',
    '/travel//evil.example/x',
    '/en//evil.example',
  ])('never lets %j leave the site', (path) => {
    const d = routeRequest(path, '', 'EN');
    if (d.kind === 'redirect') {
      expect(d.location.startsWith('/')).toBe(true);
      expect(d.location.startsWith('//')).toBe(false);
      expect(new URL(d.location, 'http://site.test').origin).toBe('http://site.test');
    }
  });
});
