import { randomBytes } from 'node:crypto';
import { testBackend, testClient } from '../setup/test-backend';
import { recorded, type Exchange, type RecordedCase } from './exchange';

const { url, anonKey, serviceRoleKey } = testBackend();
const name = `conformance-${randomBytes(6).toString('hex')}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type StorageRequest = Exchange['request'] & { bodySize?: number };
type StorageCase = RecordedCase & { request: StorageRequest; response: Exchange['response'] & { subset?: boolean } };

const named = (text: string) => text.replace(/\{\{name\}\}/g, name);

async function send(request: StorageRequest): Promise<{ status: number; body: unknown }> {
  const key = request.role === 'service_role' ? serviceRoleKey : anonKey;
  const body = request.bodySize !== undefined ? 'x'.repeat(request.bodySize)
    : typeof request.body === 'string' ? request.body
    : named(JSON.stringify(request.body ?? {}));
  const response = await fetch(`${url}/storage/v1${named(request.path)}`, {
    method: request.method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...request.headers },
    body,
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

/** The answer with any UUID where the recording says {{uuid}}, and the run's name where it says {{name}}. */
function comparable(actual: unknown, expected: unknown): { actual: unknown; expected: unknown } {
  const want = JSON.parse(named(JSON.stringify(expected))) as unknown;
  const swap = (value: unknown, pattern: unknown): unknown => {
    if (pattern === '{{uuid}}' && typeof value === 'string' && UUID.test(value)) return '{{uuid}}';
    if (Array.isArray(value) && Array.isArray(pattern)) return value.map((v, i) => swap(v, pattern[i]));
    if (value && pattern && typeof value === 'object' && typeof pattern === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, (pattern as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return { actual: swap(actual, want), expected: want };
}

/**
 * The local backend's object writes against answers written from storage-api's code (each case names its source),
 * in order: later cases read what earlier ones left.
 */
describe('Storage conformance: object writes', () => {
  test.each(recorded('storage.json').cases.map((c) => [c.name, c as StorageCase] as const))('%s', async (_name, recordedCase) => {
    const answer = await send(recordedCase.request);
    const { actual, expected } = comparable(answer.body, recordedCase.response.body);
    expect(answer.status).toBe(recordedCase.response.status);
    if (recordedCase.response.subset) expect(actual).toMatchObject(expected as object);
    else expect(actual).toEqual(expected);
  });
});

describe('written objects as the other routes serve them', () => {
  const admin = () => testClient(serviceRoleKey).storage;
  const object = `${name}-served.jpg`;
  const bytes = randomBytes(2048);

  it('serves an upload of supabase-js through a signed URL only, and its public copy publicly until it is deleted', async () => {
    const uploaded = await admin().from('review-photos').upload(object, bytes, { contentType: 'image/jpeg' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.path).toBe(object);
    expect((await fetch(`${url}/storage/v1/object/public/review-photos/${object}`)).status).toBe(404);
    const signed = await admin().from('review-photos').createSignedUrl(object, 60);
    const viaSigned = await fetch(signed.data!.signedUrl);
    expect(viaSigned.status).toBe(200);
    expect(viaSigned.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await viaSigned.arrayBuffer()).equals(bytes)).toBe(true);

    const copied = await admin().from('review-photos').copy(object, object, { destinationBucket: 'review-photos-public' });
    expect(copied.error).toBeNull();
    const publicly = await fetch(`${url}/storage/v1/object/public/review-photos-public/${object}`);
    expect(publicly.status).toBe(200);
    expect(Buffer.from(await publicly.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await admin().from('review-photos').copy(object, object, { destinationBucket: 'review-photos-public' });
    expect(again.error?.message).toBe('The resource already exists');

    const removed = await admin().from('review-photos-public').remove([object]);
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject([{ name: object }]);
    expect((await fetch(`${url}/storage/v1/object/public/review-photos-public/${object}`)).status).toBe(404);
  });

  it('takes a multipart upload (supabase-js sends a Blob so) and checks the file part\'s type', async () => {
    const blob = await admin().from('review-photos').upload(`${name}-blob.jpg`, new Blob([bytes], { type: 'image/jpeg' }));
    expect(blob.error).toBeNull();
    const text = await admin().from('review-photos').upload(`${name}-blob.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error?.message).toBe('mime type text/plain is not supported');
  });

  it('never deletes a file of the repository, and keeps written names inside their bucket', async () => {
    const seedFile = await admin().from('media').remove(['brand/logo.svg']);
    expect(seedFile.error).not.toBeNull();
    expect((await fetch(`${url}/storage/v1/object/public/media/brand/logo.svg`)).status).toBe(200);
    for (const path of ['../media/x.jpg', '%2e%2e/media/x.jpg', 'a%2fb.jpg', 'x%00.jpg', 'a/../../media/x.jpg']) {
      // fetch would normalise "..", so the raw path goes out through node:http.
      expect(await rawUpload(`/storage/v1/object/review-photos/${path}`)).toBe(400);
    }
  });
});

async function rawUpload(path: string): Promise<number> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'image/jpeg', 'content-length': '1' };
    const request = http.request({ hostname, port, path, method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end('x');
  });
}
