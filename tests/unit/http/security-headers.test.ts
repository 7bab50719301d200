import { isPersonalPath } from '@/lib/auth/personal-paths';
import { cacheControl } from '@/lib/http/cache-policy';
import { basePolicy, noncePolicy, securityHeaders } from '@/lib/http/security-headers';
import { scriptPolicy } from '@/lib/http/script-policy.mjs';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content-Security-Policy', () => {
  const origins = { supabaseUrl: 'https://abc.supabase.co/', reviewWidgetScriptUrl: 'https://widget.example/w.js?id=1', siteUrl: 'https://shop.example' };

  it('has no default-src or script-src in the base policy, so the per-page script policy alone governs scripts', () => {
    const base = directives(basePolicy(origins));
    expect(base.has('default-src')).toBe(false);
    expect(base.has('script-src')).toBe(false);
    expect(base.get('frame-ancestors')).toEqual(["'none'"]);
    expect(base.get('object-src')).toEqual(["'none'"]);
    expect(base.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co', 'wss://abc.supabase.co', 'https://widget.example']);
    expect(base.has('upgrade-insecure-requests')).toBe(true);
  });

  it('upgrades requests only on an https site (the local backend is plain http)', () => {
    expect(basePolicy({ supabaseUrl: 'http://127.0.0.1:54321', siteUrl: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests');
    expect(basePolicy({ supabaseUrl: 'http://127.0.0.1:54321' })).toContain('connect-src \'self\' http://127.0.0.1:54321 ws://127.0.0.1:54321');
  });

  it('allows scripts from the site, the widget origin and the given sources only, never inline code at large', () => {
    expect(scriptPolicy(["'sha256-abc='"], origins.reviewWidgetScriptUrl)).toBe("script-src 'self' https://widget.example 'sha256-abc='");
    expect(scriptPolicy([], 'not a url')).toBe("script-src 'self'");
    const personal = noncePolicy(origins, 'bm9uY2U=');
    expect(directives(personal).get('script-src')).toEqual(["'self'", 'https://widget.example', "'nonce-bm9uY2U='"]);
    expect(directives(personal).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('comes with the other security headers', () => {
    const names = securityHeaders(origins).map((h) => h.key);
    expect(names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
  });
});

describe('personal pages', () => {
  it.each([
    ['/en/checkout', true], ['/es/checkout/success', true], ['/en/checkout/error', true], ['/en/payment', true],
    ['/en/account', true], ['/es/mi-cuenta', true], ['/es/account/bookings/AB12', true],
    ['/en/auth/reset-password', true], ['/es/cursos/3/nudos/lessons/4', true], ['/en/courses/3/knots/certificate.pdf', true],
    ['/en', false], ['/en/travel/1/annapurna', false], ['/en/travel/1/annapurna/notes.pdf', false], ['/es/travel/1/trekking/book', false], ['/en/checkouts', false],
    ['/fr/checkout', false], ['/es/courses/3/nudos', false], ['/en/blog/checkout', false], ['/en/account/nothing', false],
  ])('%s -> %s', (path, personal) => {
    expect(isPersonalPath(path)).toBe(personal);
  });

  it('are never stored', () => {
    expect(cacheControl.personal).toBe('private, no-store');
  });
});
