import { signTestJwt, testBackend, testClient } from '../setup/test-backend';

const { url, serviceRoleKey, anonKey } = testBackend();
const PAID = 'clips/clip-1.webm';

/** Paid lesson videos: a private bucket, reached only through short-lived URLs signed for the service role. */
describe('signed URLs for the private course-videos bucket', () => {
  const admin = () => testClient(serviceRoleKey).storage.from('course-videos');

  it('has no public URL, whatever the path', async () => {
    for (const path of [`course-videos/${PAID}`, `course-videos/clips/clip-1.en.vtt`, 'course-videos/../course-videos/clips/clip-1.webm']) {
      const response = await fetch(`${url}/storage/v1/object/public/${path}`);
      expect([400, 404]).toContain(response.status);
    }
    const free = await fetch(`${url}/storage/v1/object/public/course-previews/clip-1.webm`);
    expect(free.status).toBe(200);
    expect(free.headers.get('content-type')).toBe('video/webm');
  });

  it('signs for the service role only', async () => {
    const { data, error } = await testClient(anonKey).storage.from('course-videos').createSignedUrl(PAID, 60);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    const userToken = await signTestJwt({ role: 'authenticated', sub: 'b0000000-0000-4000-8000-000000000009', exp: Math.floor(Date.now() / 1000) + 60 });
    const asUser = await fetch(`${url}/storage/v1/object/sign/course-videos/${PAID}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(asUser.status).toBe(403);
  });

  it('serves the object through a signed URL, privately, and only that object', async () => {
    const { data, error } = await admin().createSignedUrl(PAID, 60);
    expect(error).toBeNull();
    const signed = data!.signedUrl;
    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const token = new URL(signed).searchParams.get('token')!;
    const other = await fetch(`${url}/storage/v1/object/sign/course-videos/clips/clip-2.webm?token=${token}`);
    expect(other.status).toBe(400);
    const none = await fetch(`${url}/storage/v1/object/sign/course-videos/${PAID}`);
    expect(none.status).toBe(400);
    // A token signed with another secret, or an API key used as a token, opens nothing.
    const forged = await signTestJwt({ url: `course-videos/${PAID}`, exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-'.repeat(3));
    expect((await fetch(`${url}/storage/v1/object/sign/course-videos/${PAID}?token=${forged}`)).status).toBe(400);
    expect((await fetch(`${url}/storage/v1/object/sign/course-videos/${PAID}?token=${serviceRoleKey}`)).status).toBe(400);
  });

  it('stops working when the URL expires', async () => {
    const { data } = await admin().createSignedUrl(PAID, 1);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await fetch(data!.signedUrl);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe('jwt expired');
    const expired = await signTestJwt({ url: `course-videos/${PAID}`, iat: 1, exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await fetch(`${url}/storage/v1/object/sign/course-videos/${PAID}?token=${expired}`)).status).toBe(400);
  });
});
