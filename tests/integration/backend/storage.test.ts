import { testBackend } from '../setup/test-backend';

const { url } = testBackend();
const base = `${url}/storage/v1/object/public`;

describe('public storage objects', () => {
  it('serves a file of a public bucket without an API key, with type, ETag and cache headers', async () => {
    const response = await fetch(`${base}/media/test/hello.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello from storage\n');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);

    const svg = await fetch(`${base}/media/test/dot%20image.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetch(`${base}/media/test/hello.txt`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/media/test/hello.txt`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${base}/media/test/hello.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('19');
  });

  it('answers byte ranges (206), as a video player needs to seek, and refuses a range past the end (416)', async () => {
    const body = 'hello from storage\n';
    const part = await fetch(`${base}/media/test/hello.txt`, { headers: { range: 'bytes=6-9' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(body.slice(6, 10));
    expect(part.headers.get('content-range')).toBe(`bytes 6-9/${body.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    const open = await fetch(`${base}/media/test/hello.txt`, { headers: { range: 'bytes=11-' } });
    expect(await open.text()).toBe(body.slice(11));
    const suffix = await fetch(`${base}/media/test/hello.txt`, { headers: { range: 'bytes=-8' } });
    expect(await suffix.text()).toBe(body.slice(-8));
    const past = await fetch(`${base}/media/test/hello.txt`, { headers: { range: `bytes=${body.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${body.length}`);
    // Another version than the one the client holds: the whole object.
    const stale = await fetch(`${base}/media/test/hello.txt`, { headers: { range: 'bytes=0-3', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('answers missing objects and non-public buckets like Supabase Storage', async () => {
    const missing = await fetch(`${base}/media/test/nothing.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const privateBucket = await fetch(`${base}/private/secret.txt`);
    expect(privateBucket.status).toBe(404);
    expect(((await privateBucket.json()) as { message: string }).message).toBe('Bucket not found');
  });

  it('makes path traversal impossible', async () => {
    const attempts = [
      '/media/../private/secret.txt',
      '/media/%2e%2e/private/secret.txt',
      '/media/test%2f..%2f..%2fprivate%2fsecret.txt',
      '/media/test/..%5c..%5cprivate%5csecret.txt',
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      '/media/test/hello.txt%00.png',
      '/media/%252e%252e/private/secret.txt',
    ];
    for (const attempt of attempts) {
      // fetch would normalise "..", so the raw path goes out through node:http.
      const { status, body } = await rawGet(`/storage/v1/object/public${attempt}`);
      expect([400, 404]).toContain(status);
      expect(body).not.toContain('not public');
    }
  });
});

async function rawGet(path: string): Promise<{ status: number; body: string }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const request = http.request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
