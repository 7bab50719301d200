import { hasStoredSession } from '@/lib/auth/session-cookie';

describe('hasStoredSession', () => {
  it.each([
    ['sb-127-auth-token=base64-abc', true],
    ['a=1; sb-abcdefgh-auth-token.0=base64-x; sb-abcdefgh-auth-token.1=y', true],
    ['', false],
    ['app_language=ES', false],
    ['sb-abc-auth-token=', false],
    ['xsb-abc-auth-token=1', false],
    ['sb-abc-auth-token-code-verifier=1', false],
  ])('%j -> %s', (cookies, expected) => {
    expect(hasStoredSession(cookies)).toBe(expected);
  });
});
