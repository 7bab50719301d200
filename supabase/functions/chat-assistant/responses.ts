// Browsers call the function from the shop's origin with supabase-js's headers.
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, accept',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ error: { message } }, status, headers);
}

export interface EventSink {
  send(event: string, data: unknown): void;
}

/** A server-sent events response; `run` writes events and the stream closes when it settles. */
export function sseResponse(run: (sink: EventSink) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const sink: EventSink = {
        send(event, data) {
          if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        },
      };
      try {
        await run(sink);
      } catch (error) {
        sink.send('error', { error: { message: publicMessage(error) } });
      } finally {
        open = false;
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { ...CORS_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
  });
}

/** Errors meant for the visitor carry their own text; anything else is logged and replaced by a generic one. */
export class PublicError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function publicMessage(error: unknown): string {
  if (error instanceof PublicError) return error.message;
  console.error('[chat-assistant]', error);
  return 'The assistant is not available right now. Please try again in a moment.';
}
