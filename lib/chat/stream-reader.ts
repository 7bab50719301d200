/** Reads the chat function's server-sent events: "thread", "delta", "done", "error". */
export interface ChatEvent {
  event: string;
  data: string;
}

export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ? decoder.decode(value, { stream: true }) : decoder.decode();
    let end: RegExpExecArray | null;
    while ((end = /\r?\n\r?\n/.exec(buffer))) {
      const block = buffer.slice(0, end.index);
      buffer = buffer.slice(end.index + end[0].length);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
    if (done) return;
  }
}

export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ChatReply {
  response: string;
  threadId: string | null;
}

function errorMessage(data: unknown): string {
  const error = (data as { error?: { message?: unknown } | string } | null)?.error;
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : '';
}

/** Follows a streamed answer, calling onDelta with each piece of text; resolves with the final answer. */
export async function consumeChatStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<ChatReply> {
  let threadId: string | null = null;
  let written = '';
  for await (const { event, data } of readEvents(body)) {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    if (event === 'thread' && typeof parsed.threadId === 'string') threadId = parsed.threadId;
    else if (event === 'delta' && typeof parsed.text === 'string') {
      written += parsed.text;
      onDelta(parsed.text);
    } else if (event === 'done') {
      return {
        response: typeof parsed.response === 'string' ? parsed.response : written,
        threadId: typeof parsed.threadId === 'string' ? parsed.threadId : threadId,
      };
    } else if (event === 'error') throw new ChatRequestError(errorMessage(parsed), 502);
  }
  throw new ChatRequestError('', 502);
}
