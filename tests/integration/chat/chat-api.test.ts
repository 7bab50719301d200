import { testBackend } from '../setup/test-backend';
import { ask, askStream, newClient, rest } from './chat-client';
import { fetchFrom } from '../helpers/loopback-fetch';

describe('chat-assistant: payload, threads, streaming, errors and rate limit', () => {
  const backend = testBackend();

  it('answers {response, threadId}, keeps the thread given back and stores every message with the service role', async () => {
    const first = await ask(backend, { message: '  Sailing in Greece  ', threadId: null, language: 'en' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(first.data.threadId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await ask(backend, { message: 'And in Italy?', threadId: first.data.threadId, language: 'en' });
    expect(second.data.threadId).toBe(first.data.threadId);

    const stored = await rest<{ role: string; content: string }[]>(
      backend,
      `chat_messages?select=role,content&thread_id=eq.${first.data.threadId}&order=id.asc`,
    );
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored[0]?.content).toBe('Sailing in Greece');
    expect(stored[1]?.content).toBe(first.data.response);
    const [thread] = await rest<{ lang: string; client_key: string }[]>(backend, `chat_threads?select=lang,client_key&id=eq.${first.data.threadId}`);
    expect(thread?.lang).toBe('en');
    expect(thread?.client_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps chat threads and messages away from the anon key', async () => {
    await ask(backend, { message: 'hello', language: 'en' });
    for (const table of ['chat_threads', 'chat_messages']) {
      const response = await fetch(`${backend.url}/rest/v1/${table}?select=*`, { headers: { apikey: backend.anonKey } });
      const body = (await response.json()) as unknown;
      expect(response.status === 200 ? body : []).toEqual([]);
    }
  });

  it('starts a new thread when the given one is unknown', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const { status, data } = await ask(backend, { message: 'hi', threadId: unknown, language: 'es' });
    expect(status).toBe(200);
    expect(data.threadId).not.toBe(unknown);
  });

  it('streams server-sent events: thread, deltas as written, then done with the whole answer', async () => {
    const streamed = await askStream(backend, { message: 'Viajes de esquí en Noruega', threadId: null, language: 'es' });
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toContain('text/event-stream');
    expect(streamed.events[0]?.event).toBe('thread');
    expect(streamed.deltas.length).toBeGreaterThan(3);
    const done = streamed.events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.response).toBe(streamed.deltas.join(''));
    expect(done?.data.threadId).toBe(streamed.events[0]?.data.threadId);
    expect(String(done?.data.response)).toContain('He encontrado');
  });

  it('streams when the body asks for it with stream: true', async () => {
    const response = await fetchFrom(newClient())(`${backend.url}/functions/v1/chat-assistant`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello', language: 'en', stream: true }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(await response.text()).toContain('event: done');
  });

  it.each([
    ['no message', { language: 'en' }, 400, 'message is required'],
    ['a blank message', { message: ' \n\t ', language: 'en' }, 400, 'message is required'],
    ['a message over the cap', { message: 'a'.repeat(1001), language: 'en' }, 400, 'too long'],
    ['a bad thread id', { message: 'hi', threadId: 'abc', language: 'en' }, 400, 'threadId'],
    ['a non-object body', [1, 2], 400, 'JSON object'],
    ['malformed JSON', '{"message": ', 400, 'JSON'],
    ['a huge body', { message: 'hi', padding: 'x'.repeat(20_000) }, 413, 'too large'],
  ])('answers %s with {error: {message}}', async (_name, body, status, text) => {
    const response = await ask(backend, body);
    expect(response.status).toBe(status);
    expect(response.data.error?.message).toContain(text);
  });

  it('accepts exactly the length cap and refuses other methods', async () => {
    expect((await ask(backend, { message: `hi ${'a'.repeat(997)}`, language: 'en' })).status).toBe(200);
    const get = await ask(backend, null, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.data.error?.message).toBeTruthy();
  });

  it('limits each client to 20 messages a minute with 429 and Retry-After, without slowing down others', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) expect((await ask(backend, { message: 'hi', language: 'en' }, { client })).status).toBe(200);
    const limited = await ask(backend, { message: 'hi', language: 'en' }, { client });
    expect(limited.status).toBe(429);
    expect(limited.data.error?.message).toMatch(/Too many messages/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(backend, { message: 'hi', language: 'en' })).status).toBe(200);
  });

  it('keys the limit on the connection: forged X-Forwarded-For and X-Real-IP do not open a new window', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) expect((await ask(backend, { message: 'hi', language: 'en' }, { client })).status).toBe(200);
    const forgeries: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-real-ip': '203.0.113.10' }, { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' }];
    for (const forged of forgeries) {
      expect((await ask(backend, { message: 'hi', language: 'en' }, { client, headers: forged })).status).toBe(429);
    }
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/chat-assistant`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,apikey' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
  });
});
