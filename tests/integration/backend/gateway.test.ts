import { signTestJwt, testBackend } from '../setup/test-backend';

const { url, anonKey, serviceRoleKey } = testBackend();
const now = () => Math.floor(Date.now() / 1000);

async function get(path: string, headers: Record<string, string>) {
  const response = await fetch(`${url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('the gateway in front of the services', () => {
  it('requires an API key on rest, auth and functions, like Supabase', async () => {
    for (const path of ['/rest/v1/en_countries?select=id', '/auth/v1/settings', '/functions/v1/echo']) {
      const missing = await get(path, {});
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('No API key found in request');
      const forged = await signTestJwt({ role: 'anon', iss: 'supabase-local' }, 'a-different-secret-that-is-long-enough-000');
      const invalid = await get(path, { apikey: forged });
      expect(invalid.status).toBe(401);
      expect(invalid.body.message).toBe('Invalid API key');
      const notJwt = await get(path, { apikey: 'hello' });
      expect(notJwt.status).toBe(401);
    }
  });

  it('accepts the anon and service-role keys it hands out, in the header or the apikey parameter', async () => {
    expect((await get('/auth/v1/settings', { apikey: anonKey })).status).toBe(200);
    expect((await get('/auth/v1/settings', { apikey: serviceRoleKey })).status).toBe(200);
    expect((await get(`/auth/v1/settings?apikey=${anonKey}`, {})).status).toBe(200);
  });

  it('answers a bad or expired bearer on /rest/v1 with PostgREST 401 PGRST301 / PGRST303', async () => {
    const wrongSignature = await signTestJwt({ role: 'authenticated', sub: 'x', exp: now() + 60 }, 'a-different-secret-that-is-long-enough-000');
    const bad = await get('/rest/v1/en_countries?select=id', { apikey: anonKey, authorization: `Bearer ${wrongSignature}` });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'PGRST301', details: null, hint: null });
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');

    const expired = await signTestJwt({ role: 'authenticated', sub: 'x', exp: now() - 10 });
    const old = await get('/rest/v1/en_countries?select=id', { apikey: anonKey, authorization: `Bearer ${expired}` });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const unknownRole = await signTestJwt({ role: 'postgres', exp: now() + 60 });
    expect((await get('/rest/v1/en_countries?select=id', { apikey: anonKey, authorization: `Bearer ${unknownRole}` })).status).toBe(401);
  });

  it('answers an expired bearer on /auth/v1/user GoTrue-style (403 bad_jwt)', async () => {
    const expired = await signTestJwt({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: now() - 10 });
    const response = await get('/auth/v1/user', { apikey: anonKey, authorization: `Bearer ${expired}` });
    expect(response.status).toBe(403);
    expect(response.body.error_code).toBe('bad_jwt');
  });

  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const response = await fetch(`${url}/rest/v1/en_countries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey, authorization, x-client-info, accept-profile, prefer, range',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['apikey', 'authorization', 'x-client-info', 'content-type', 'accept-profile', 'content-profile', 'prefer', 'range', 'x-supabase-api-version']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const simple = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey, origin: 'http://localhost:3000' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(simple.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('refuses bodies over 1 MB with 413 and keeps serving', async () => {
    // Each time: the client is still sending when the gateway refuses, and must still read the 413, not a reset.
    for (const size of [1_100_000, 2_000_000, 4_000_000, 1_100_000, 2_000_000, 4_000_000, 1_100_000, 2_000_000]) {
      const response = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(size) }),
      });
      expect([size, response.status]).toEqual([size, 413]);
    }
    expect((await get('/auth/v1/settings', { apikey: anonKey })).status).toBe(200);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const response = await get('/graphql/v1', { apikey: anonKey });
    expect(response.status).toBe(404);
    expect(response.body.message).toBeDefined();
  });
});
