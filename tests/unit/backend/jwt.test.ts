/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt } from '@/supabase/local/jwt';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('local backend JWTs', () => {
  it('verifies what it signed and returns the claims', async () => {
    const token = await signJwt(secret, { role: 'anon', exp: 2_000_000_000 });
    await expect(verifyJwt(secret, token)).resolves.toEqual({ ok: true, claims: { role: 'anon', exp: 2_000_000_000 } });
  });

  it('matches an independent HMAC-SHA256 computation', async () => {
    const token = await signJwt(secret, { sub: 'x' });
    const [header, payload, signature] = token.split('.');
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it.each([
    ['another secret', async () => signJwt('another-secret-of-enough-length-here', { role: 'service_role' })],
    ['a tampered payload', async () => {
      const [h, , s] = (await signJwt(secret, { role: 'anon' })).split('.');
      return `${h}.${b64({ role: 'service_role' })}.${s}`;
    }],
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`],
    ['garbage', async () => 'not.a.jwt!'],
    ['two parts', async () => 'abc.def'],
  ])('refuses %s', async (_label, make) => {
    const result = await verifyJwt(secret, await make());
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('reports an expired token as expired', async () => {
    const token = await signJwt(secret, { role: 'authenticated', exp: 1000 });
    await expect(verifyJwt(secret, token, 2000)).resolves.toMatchObject({ ok: false, reason: 'expired' });
  });
});
