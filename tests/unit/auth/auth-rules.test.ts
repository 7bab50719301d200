import { safeNextPath } from '@/lib/auth/next-path';
import { noticeFromHash, withNotice } from '@/lib/auth/notices';
import { isPersonalPath } from '@/lib/auth/personal-paths';
import { changePasswordSchema, newPasswordSchema, profileSchema, signUpSchema } from '@/lib/auth/schemas';
import { knownServiceError } from '@/lib/auth/service-errors';

describe('the next target of an e-mail link is same-origin only', () => {
  const origins = ['http://localhost:3000', 'https://shop.example.com'];
  it.each([
    ['http://localhost:3000/es/travel/1/x?q=1#y', '/es/travel/1/x?q=1#y'],
    ['https://shop.example.com/en/account', '/en/account'],
    ['/en/destinations', '/en/destinations'],
    ['https://evil.example/en', '/en'],
    ['http://localhost:3001/en', '/en'],
    ['//evil.example/x', '/en'],
    ['/\\evil.example', '/en'],
    ['javascript:alert(1)', '/en'],
    ['%2F%2Fevil.example', '/en'],
    ['http://localhost:3000//evil.example', '/en'],
    ['', '/en'],
    [null, '/en'],
  ])('%j -> %s', (next, expected) => {
    expect(safeNextPath(next, origins, 'en')).toBe(expected);
  });
  it('falls back to the page language home', () => {
    expect(safeNextPath('https://evil.example', origins, 'es')).toBe('/es');
  });
});

describe('personal paths (the only ones whose session the middleware refreshes)', () => {
  it.each([
    ['/en/account', true],
    ['/es/mi-cuenta', true],
    ['/es/account/export', true],
    ['/en/auth/confirm', true],
    ['/en/payment', true],
    ['/es/checkout/success', true],
    ['/en', false],
    ['/en/travel/1/x/book', false],
    ['/en/travel/1/x', false],
    ['/en/destinations', false],
    ['/fr/account', false],
    ['/account', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPersonalPath(path)).toBe(expected);
  });
});

describe('notices left in the fragment', () => {
  it('round-trips a known notice and ignores anything else', () => {
    expect(withNotice('/en/travel/1/x#departures', 'confirmed')).toBe('/en/travel/1/x#notice=confirmed');
    expect(noticeFromHash('#notice=confirmed')).toBe('confirmed');
    expect(noticeFromHash('#notice=<script>')).toBeNull();
    expect(noticeFromHash('')).toBeNull();
  });
});

describe('account form rules', () => {
  it('asks for 8 to 72 characters in a new password and matching repeats', () => {
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'long-enough' }).success).toBe(true);
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(73) }).error?.issues[0]?.message).toBe('passwordLong');
    expect(newPasswordSchema.safeParse({ password: 'long-enough', confirm: 'different' }).error?.issues[0]?.message).toBe('mismatch');
    expect(changePasswordSchema.safeParse({ current: 'long-enough', password: 'long-enough', confirm: 'long-enough' }).error?.issues[0]?.message).toBe('samePassword');
  });

  it('refuses broken e-mails, overlong names and phone numbers with letters', () => {
    expect(signUpSchema.safeParse({ email: 'not-an-email', password: 'long-enough' }).error?.issues[0]?.message).toBe('email');
    expect(profileSchema.safeParse({ fullName: 'a'.repeat(121), phone: '', lang: 'en' }).error?.issues[0]?.message).toBe('tooLong');
    expect(profileSchema.safeParse({ fullName: 'Ana', phone: 'call me', lang: 'en' }).error?.issues[0]?.message).toBe('phone');
    expect(profileSchema.safeParse({ fullName: 'Ana', phone: '+34 600 12 34 56', lang: 'es' }).success).toBe(true);
    expect(profileSchema.safeParse({ fullName: '', phone: '', lang: 'fr' }).success).toBe(false);
  });
});

describe('auth service failures the shop translates', () => {
  it('knows GoTrue codes and reads the seconds to wait', () => {
    expect(knownServiceError({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' })).toEqual({
      key: 'over_email_send_rate_limit',
      seconds: 42,
    });
    expect(knownServiceError({ code: 'invalid_credentials', message: 'Invalid login credentials' })?.key).toBe('invalid_credentials');
    expect(knownServiceError({ code: 'something_new', message: 'Something new' })).toBeNull();
  });
});
