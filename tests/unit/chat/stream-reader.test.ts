/** @jest-environment node */
import { ChatRequestError, consumeChatStream, readEvents } from '@/lib/chat/stream-reader';

/** A body delivered in the given pieces, the way a network splits it. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

describe('readEvents', () => {
  it('puts events together across arbitrary chunk boundaries and CRLF line ends', async () => {
    const text = event('delta', { text: 'Hola ñ €' }) + 'event: done\r\ndata: {"response":"x"}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const pieces = Array.from(bytes, (b) => String.fromCharCode(b));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const events = [];
    for await (const e of readEvents(stream)) events.push(e);
    expect(pieces.length).toBeGreaterThan(10);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Hola ñ €"}' },
      { event: 'done', data: '{"response":"x"}' },
    ]);
  });
});

describe('consumeChatStream', () => {
  it('passes each delta on and resolves with the final answer and thread id', async () => {
    const deltas: string[] = [];
    const reply = await consumeChatStream(
      body([event('thread', { threadId: 't-1' }), event('delta', { text: 'Hel' }), event('delta', { text: 'lo' }).slice(0, 9), event('delta', { text: 'lo' }).slice(9), event('done', { response: 'Hello', threadId: 't-1' })]),
      (text) => deltas.push(text),
    );
    expect(deltas).toEqual(['Hel', 'lo']);
    expect(reply).toEqual({ response: 'Hello', threadId: 't-1' });
  });

  it('rejects with the server message on an error event, and when the stream ends without "done"', async () => {
    await expect(consumeChatStream(body([event('error', { error: { message: 'boom' } })]), () => {})).rejects.toEqual(new ChatRequestError('boom', 502));
    await expect(consumeChatStream(body([event('delta', { text: 'partial' })]), () => {})).rejects.toBeInstanceOf(ChatRequestError);
  });
});
