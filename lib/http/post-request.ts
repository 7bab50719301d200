/**
 * What a POST to a page must look like before Next.js decodes it: a server action call (the Next-Action header and a
 * body React encoded: a JSON array, or multipart form data) or a plain form submission, from this site's own origin,
 * of at most 1 MB (Next's own limit for server actions). Next answers anything else with a 500.
 */
export const POST_BODY_LIMIT = 1024 * 1024;

export interface Refusal {
  status: 400 | 403 | 405 | 413;
  message: string;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The host the browser addressed, as Next compares it with the Origin of a server action call. */
function requestHost(headers: Headers, fallback: string): string {
  return (headers.get('x-forwarded-host') ?? headers.get('host') ?? fallback).split(',')[0]!.trim().toLowerCase();
}

/** Whether the request names an Origin other than the host it was sent to (a form or script of another site). */
export function foreignOrigin(headers: Headers, fallbackHost: string): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host.toLowerCase() !== requestHost(headers, fallbackHost);
  } catch {
    return true; // "null" (a sandboxed or privacy-sensitive context) or garbage
  }
}

/** The body, read no further than the limit; null when it is larger. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit = POST_BODY_LIMIT): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The form data of a multipart or urlencoded body; null when it is malformed. */
export async function parseForm(bytes: Uint8Array, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(new Blob([new Uint8Array(bytes)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

// React encodes plain values in a text body: a string that starts with "$" is escaped as "$$", and "$" otherwise marks
// undefined, NaN, infinities, -0, a Date or a BigInt. Other "$" tokens refer to further parts of a multipart body: a
// FormData argument ("$K<n>", its fields sent as "<n>_<name>") is the one kind the shop's forms send; any other
// reference, or any reference in a text body, is forged or unsupported, and would make React's decoder fail.
const PLAIN_TOKEN = /^\$(\$|undefined$|NaN$|-?Infinity$|-0$|D\d{4}-|n-?\d+$)/;
const FORM_TOKEN = /^\$K\d+$/;

function onlySupportedValues(value: unknown, allowForms: boolean): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_TOKEN.test(value) || (allowForms && FORM_TOKEN.test(value));
  if (Array.isArray(value)) return value.every((item) => onlySupportedValues(item, allowForms));
  if (value !== null && typeof value === 'object') return Object.values(value).every((item) => onlySupportedValues(item, allowForms));
  return true;
}

function isArgumentList(text: string, allowForms: boolean): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && onlySupportedValues(value, allowForms);
  } catch {
    return false;
  }
}

function decodeText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Null when the POST may go on to Next.js; otherwise why it is refused. */
export async function checkPagePost(request: Request, host: string): Promise<Refusal | null> {
  const { headers } = request;
  const isAction = headers.has('next-action');
  const type = mediaType(headers);
  const isForm = FORM_TYPES.includes(type);
  if (!isAction && !isForm) return { status: 405, message: 'Pages accept POST only from their own forms' };
  if (foreignOrigin(headers, host)) return { status: 403, message: 'Requests from another site are refused' };
  const declared = Number(headers.get('content-length'));
  if (Number.isFinite(declared) && declared > POST_BODY_LIMIT) return { status: 413, message: 'The request body is larger than 1 MB' };
  const bytes = await readLimited(request.body);
  if (bytes === null) return { status: 413, message: 'The request body is larger than 1 MB' };
  if (bytes.byteLength === 0) return { status: 400, message: 'The request body is empty' };
  if (isForm) {
    const form = await parseForm(bytes, headers.get('content-type') ?? type);
    if (!form) return { status: 400, message: 'The form data is malformed' };
    if (!isAction) return null;
    // A server action called with a form: the argument list is the part named "0".
    const root = form.get('0');
    return typeof root === 'string' && isArgumentList(root, true) ? null : { status: 400, message: 'The form data holds no valid argument list' };
  }
  const text = decodeText(bytes);
  return text !== null && isArgumentList(text, false) ? null : { status: 400, message: 'The request body is not a JSON array of plain arguments' };
}
