/** @jest-environment node */
import { checkPagePost, POST_BODY_LIMIT } from '@/lib/http/post-request';

const HOST = 'shop.example';

function post(body: BodyInit | null, headers: Record<string, string>): Request {
  // duplex: a stream body (the request without a length) must say it is sent one way.
  const init = { method: 'POST', body, headers: { host: HOST, ...headers }, duplex: 'half' } as RequestInit;
  return new Request(`https://${HOST}/en/travel/1/x`, init);
}

const action = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  post(body, { 'next-action': '40abc', 'content-type': 'text/plain;charset=UTF-8', origin: `https://${HOST}`, ...headers });

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('what a POST to a page must look like', () => {
  it.each([
    ['a plain argument list', action('[{"tripId":1,"name":"$$cash","when":"$D2026-01-01T00:00:00.000Z","note":"$undefined"}]')],
    ['an action without an Origin header', post('[1]', { 'next-action': '40abc', 'content-type': 'text/plain' })],
    ['a FormData argument', post(multipart({ '0': '["$K1"]', '1_name': 'Ana' }), { 'next-action': '40abc', origin: `https://${HOST}` })],
    ['a plain form submission', post(new URLSearchParams({ q: 'x' }), { origin: `https://${HOST}` })],
    ['an action through a proxy that names the host', action('[]', { host: 'internal:3000', 'x-forwarded-host': HOST })],
  ])('lets %s through', async (_name, request) => {
    expect(await checkPagePost(request, HOST)).toBeNull();
  });

  it.each([
    ['malformed JSON', action('[{"tripId":1,'), 400],
    ['an empty body', action(''), 400],
    ['a JSON value that is not an argument list', action('{"tripId":1}'), 400],
    ['a forged reference', action('["$@1"]'), 400],
    ['a forged server reference deep inside', action('[{"a":[{"b":"$F1"}]}]'), 400],
    ['invalid UTF-8', action(new Uint8Array([0x5b, 0xff, 0x5d])), 400],
    ['a foreign Origin', action('[]', { origin: 'https://evil.example' }), 403],
    ['an opaque Origin', action('[]', { origin: 'null' }), 403],
    ['a body over 1 MB', action(`["${'a'.repeat(POST_BODY_LIMIT)}"]`), 413],
    ['a body over 1 MB without a length', action(new Blob([`["${'a'.repeat(POST_BODY_LIMIT)}"]`]).stream(), { 'content-length': '' }), 413],
    ['a JSON POST that is neither an action nor a form', post('{}', { 'content-type': 'application/json' }), 405],
    ['malformed multipart data', post('garbage', { 'next-action': '40abc', 'content-type': 'multipart/form-data; boundary=x' }), 400],
    ['a FormData call without its argument list', post(multipart({ a: 'b' }), { 'next-action': '40abc' }), 400],
    ['a FormData call with a forged reference', post(multipart({ '0': '["$@1"]' }), { 'next-action': '40abc' }), 400],
  ])('refuses %s', async (_name, request, status) => {
    const refusal = await checkPagePost(request as Request, HOST);
    expect(refusal?.status).toBe(status);
    expect(refusal?.message).toMatch(/\w+ \w+/);
  });
});
