import { getEnv } from '../_shared/env.ts';
import type { Lang } from './catalogue.ts';
import { PublicError } from './responses.ts';

export const MAX_MESSAGE_LENGTH = 1000;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatRequest {
  message: string;
  threadId: string | null;
  language: Lang;
  /** The trip whose page the visitor is reading (the widget sends it), when any. */
  tripId: number | null;
  stream: boolean;
}

async function readBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new PublicError(413, 'The request is too large');
  const raw = await req.text();
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) throw new PublicError(413, 'The request is too large');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new PublicError(400, 'The request body must be JSON: {"message", "threadId", "language"}');
  }
}

/** Payload {message, threadId, language[, tripId, stream]}: message trimmed and capped, thread id a UUID or null. */
export async function parseChatRequest(req: Request): Promise<ChatRequest> {
  const body = await readBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PublicError(400, 'The request body must be a JSON object');
  const { message, threadId, language, tripId, stream } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') throw new PublicError(400, 'message is required');
  const trimmed = message.trim();
  if (trimmed.length > MAX_MESSAGE_LENGTH) throw new PublicError(400, `message is too long (at most ${MAX_MESSAGE_LENGTH} characters)`);
  if (threadId !== undefined && threadId !== null && (typeof threadId !== 'string' || !UUID.test(threadId))) {
    throw new PublicError(400, 'threadId must be the id returned by an earlier answer');
  }
  if (language !== undefined && language !== null && typeof language !== 'string') throw new PublicError(400, 'language must be "en" or "es"');
  if (tripId !== undefined && tripId !== null && !(Number.isInteger(tripId) && (tripId as number) > 0 && (tripId as number) <= MAX_ID)) {
    throw new PublicError(400, 'tripId must be the id of a trip');
  }
  const accept = req.headers.get('accept') ?? '';
  return {
    message: trimmed,
    threadId: typeof threadId === 'string' ? threadId.toLowerCase() : null,
    language: typeof language === 'string' && language.toLowerCase() === 'es' ? 'es' : 'en',
    tripId: typeof tripId === 'number' ? tripId : null,
    stream: stream === true || accept.includes('text/event-stream'),
  };
}

/**
 * The visitor's address as the platform sets it, hashed before it is stored. Supabase's gateway sets X-Real-IP from
 * the connection it received, replacing a client's (the local backend's runner does the same from its socket), so a
 * forged X-Forwarded-For or X-Real-IP cannot pick another bucket; CLIENT_IP_HEADER (a function secret) names another
 * header for a different gateway. The rightmost entry is the one the gateway wrote.
 */
export function clientAddress(req: Request): string {
  const header = getEnv('CLIENT_IP_HEADER')?.toLowerCase() ?? 'x-real-ip';
  const entries = (req.headers.get(header) ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return entries.at(-1) ?? 'unidentified';
}
