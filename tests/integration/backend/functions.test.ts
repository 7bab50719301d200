import { testBackend, testClient } from '../setup/test-backend';

const { url, anonKey } = testBackend();

function call(name: string, init: RequestInit = {}) {
  return fetch(`${url}/functions/v1/${name}`, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, ...(init.headers as Record<string, string>) },
  });
}

describe('edge functions run by the local backend', () => {
  it('invokes a function through supabase-js with the request and the Supabase environment', async () => {
    const { data, error } = await testClient().functions.invoke('echo', { body: { hello: 'mundo' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: '{"hello":"mundo"}',
      hasAuthorization: true,
      env: { url, anonKey: true, serviceRoleKey: true },
    });
  });

  it('passes method, sub-path, query and headers through, and returns the function headers', async () => {
    const response = await call('echo/sub/path?x=1&y=dos', { method: 'PUT', body: 'plain', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fixture')).toBe('echo');
    expect(await response.json()).toMatchObject({ method: 'PUT', path: '/echo/sub/path', query: { x: '1', y: 'dos' }, contentType: 'text/plain', body: 'plain' });
  });

  it('streams a server-sent event stream as it is produced', async () => {
    const started = Date.now();
    const response = await call('stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let text = new TextDecoder().decode(first.value);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const totalAt = Date.now() - started;
    expect(text).toContain('data: {"n":1');
    expect(text).toContain('data: {"n":3');
    // The second and third events come 400 ms apart: a buffered answer would deliver the first only at the end.
    expect(totalAt - firstAt).toBeGreaterThan(600);
  });

  it('answers 404 for unknown functions and invalid names', async () => {
    for (const name of ['no-such-function', 'Echo', 'ech%2Fo', '..%2Fecho', '.hidden']) {
      const response = await call(name);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBeDefined();
    }
  });

  it('answers 500 with a generic body when the function throws, and keeps serving', async () => {
    const response = await call('throws', { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('fixture secret failure detail');
    expect((await call('echo')).status).toBe(200);
  });

  it('requires a valid JWT unless the function opts out in config.toml', async () => {
    const response = await fetch(`${url}/functions/v1/echo`, { headers: { apikey: anonKey, authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
  });
});
