import { ChatRequestError, consumeChatStream, type ChatReply } from './stream-reader';

export interface SendChatOptions {
  functionsUrl: string;
  anonKey: string;
  message: string;
  threadId: string | null;
  language: 'en' | 'es';
  /** The trip whose page the visitor reads, so "this trip" and "the deposit?" are about it. */
  tripId: number | null;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

/** Calls chat-assistant asking for a stream; a JSON answer (errors, or a server without streaming) works too. */
export async function sendChatMessage(options: SendChatOptions): Promise<ChatReply> {
  const response = await fetch(`${options.functionsUrl}/chat-assistant`, {
    method: 'POST',
    headers: {
      apikey: options.anonKey,
      authorization: `Bearer ${options.anonKey}`,
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
    },
    body: JSON.stringify({
      message: options.message,
      threadId: options.threadId,
      language: options.language,
      ...(options.tripId === null ? {} : { tripId: options.tripId }),
    }),
    signal: options.signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('text/event-stream') && response.body) return consumeChatStream(response.body, options.onDelta);
  const data = (await response.json().catch(() => null)) as { response?: unknown; threadId?: unknown; error?: { message?: unknown } } | null;
  if (!response.ok || !data || data.error) {
    const message = typeof data?.error?.message === 'string' ? data.error.message : '';
    throw new ChatRequestError(message, response.ok ? 502 : response.status);
  }
  const text = typeof data.response === 'string' ? data.response : '';
  if (text) options.onDelta(text);
  return { response: text, threadId: typeof data.threadId === 'string' ? data.threadId : null };
}
