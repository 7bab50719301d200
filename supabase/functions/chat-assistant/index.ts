import { serviceRestClient } from '../_shared/rest.ts';
import { reply } from './reply.ts';
import { clientAddress, parseChatRequest } from './request.ts';
import { rateLimiterFromEnv } from './rate-limit.ts';
import { CORS_HEADERS, errorResponse, json, PublicError, publicMessage, sseResponse } from './responses.ts';
import { openThread, saveMessage } from './store.ts';

/*
 * POST {message, threadId, language[, tripId, stream]} -> {response, threadId} or {error: {message}}. tripId: the trip
 * whose page the visitor reads. The answer is in the message's language when it is clearly the other one.
 * With "Accept: text/event-stream" (or stream: true) the answer is server-sent events: "thread" {threadId},
 * "delta" {text} as it is written, then "done" {response, threadId}, or "error" {error: {message}}.
 */
const limiter = rateLimiterFromEnv();

const handler = async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return errorResponse(405, 'Use POST', { allow: 'POST, OPTIONS' });
  const client = clientAddress(req);
  const wait = limiter.take(client);
  if (wait > 0) return errorResponse(429, 'Too many messages: please wait a moment before sending another one', { 'retry-after': String(wait) });
  try {
    const input = await parseChatRequest(req);
    const rest = serviceRestClient();
    const threadId = await openThread(rest, input.threadId, input.language, client);
    await saveMessage(rest, threadId, { role: 'user', content: input.message });
    const answerAndStore = async (onText?: (delta: string) => void) => {
      const response = await reply({ rest, threadId, message: input.message, language: input.language, tripId: input.tripId, onText });
      await saveMessage(rest, threadId, { role: 'assistant', content: response });
      return response;
    };
    if (!input.stream) return json({ response: await answerAndStore(), threadId });
    return sseResponse(async (sink) => {
      sink.send('thread', { threadId });
      const response = await answerAndStore((text) => sink.send('delta', { text }));
      sink.send('done', { response, threadId });
    });
  } catch (error) {
    return errorResponse(error instanceof PublicError ? error.status : 500, publicMessage(error));
  }
};

if ('Deno' in globalThis) (globalThis as unknown as { Deno: { serve(h: typeof handler): void } }).Deno.serve(handler);
export default handler;
