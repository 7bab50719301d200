import { RestError } from './errors';

export type Output = 'json' | 'object';

const JSON_TYPES = new Set(['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Picks the response shape from Accept; anything we cannot produce is 406 like PostgREST. */
export function negotiate(accept: string | null): Output {
  if (accept === null || accept.trim() === '') return 'json';
  const offered = accept.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type, params: params.filter((p) => !p.startsWith('q=') && !p.startsWith('charset=')), q: q ? Number(q.slice(2)) : 1 };
  });
  offered.sort((a, b) => b.q - a.q);
  for (const { type, params, q } of offered) {
    if (q <= 0 || params.length > 0) continue;
    if (OBJECT_TYPES.has(type)) return 'object';
    if (JSON_TYPES.has(type)) return 'json';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`, null,
    'The local backend answers application/json and application/vnd.pgrst.object+json');
}

export function checkContentType(contentType: string | null) {
  if (contentType === null || contentType.trim() === '') return;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json') {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`, null,
      'The local backend accepts application/json request bodies');
  }
}

/** Only the public schema is exposed. */
export function checkProfile(headers: Headers, method: string) {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const schema = headers.get(name);
  if (schema !== null && schema !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, 'Only the following schemas are exposed: public');
  }
}

export function contentTypeFor(output: Output): string {
  return output === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}
