import { allowedRedirect, globToRegExp } from '@/supabase/local/auth/redirect';

describe('redirect_to: only the site URL and the configured additional URLs', () => {
  const settings = { siteUrl: 'http://localhost:3000', additionalRedirectUrls: ['http://127.0.0.1:3000/**', 'https://*.example.com/en'] };

  it('keeps any page of the site and of an allowed pattern', () => {
    expect(allowedRedirect('http://localhost:3000/es/travel/1/x?q=1', settings)).toBe('http://localhost:3000/es/travel/1/x?q=1');
    expect(allowedRedirect('http://127.0.0.1:3000/en', settings)).toBe('http://127.0.0.1:3000/en');
    expect(allowedRedirect('https://preview.example.com/en', settings)).toBe('https://preview.example.com/en');
  });

  it('sends everything else to the site URL: other ports, hosts, schemes and tricks', () => {
    for (const bad of [
      'http://localhost:3001/en',
      'http://[::1]:3000/en',
      'http://127.0.0.1:9999/',
      'http://evil.example/',
      'https://a.b.example.com/en',
      'https://preview.example.com/es',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/',
      '//evil.example/',
      'not a url',
    ]) {
      expect(allowedRedirect(bad, settings)).toBe('http://localhost:3000');
    }
    expect(allowedRedirect(undefined, settings)).toBe('http://localhost:3000');
  });

  it('reads GoTrue globs: ** crosses separators, * and ? do not', () => {
    expect(globToRegExp('http://a.com/**').test('http://a.com/x/y.z')).toBe(true);
    expect(globToRegExp('http://*.a.com/').test('http://b.a.com/')).toBe(true);
    expect(globToRegExp('http://*.a.com/').test('http://c.b.a.com/')).toBe(false);
    expect(globToRegExp('http://a.com/?').test('http://a.com/x')).toBe(true);
    expect(globToRegExp('http://a.com/?').test('http://a.com//')).toBe(false);
  });
});
