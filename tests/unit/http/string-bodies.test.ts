/** @jest-environment node */
import { createServer, request, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendLargeStringsAsBytes } from '@/lib/http/string-bodies';

/** A page past Node's small-write size, with characters of one, two, three and four UTF-8 bytes. */
const page = `<!DOCTYPE html><p>${'Trekking – “Annapurna” … 1.250 € ★ ñ 🏔 '.repeat(1200)}</p>`;

interface Answer { body: Buffer; length: string | undefined }

/** Serves `send` on a loopback port and reads one answer whole. */
async function serve(send: (response: ServerResponse) => void): Promise<Answer> {
  const server = createServer((_request, response) => send(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), length: response.headers['content-length'] }));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

/** What Next does with a prerendered page: Content-Length from the string, then the string itself. */
const asNext = (body: string, encoding?: BufferEncoding, done?: () => void) => (response: ServerResponse) => {
  response.setHeader('Content-Length', Buffer.byteLength(body, encoding));
  if (encoding) response.end(body, encoding, done);
  else response.end(body, done);
};

describe('sendLargeStringsAsBytes', () => {
  beforeAll(() => sendLargeStringsAsBytes());

  it('hands Node the bytes of a large string body, not the string', async () => {
    const written: unknown[] = [];
    const answer = await serve((response) => {
      const socket = response.socket!;
      const socketWrite = socket.write.bind(socket);
      socket.write = ((chunk: unknown, ...rest: never[]) => (written.push(chunk), socketWrite(chunk as string, ...rest))) as typeof socket.write;
      asNext(page)(response);
    });
    expect(answer.body.toString('utf8')).toBe(page);
    expect(written.some((chunk) => Buffer.isBuffer(chunk) && chunk.length === Buffer.byteLength(page))).toBe(true);
    expect(written.some((chunk) => typeof chunk === 'string' && chunk.includes('Annapurna'))).toBe(false);
  });

  it('sends the very bytes Content-Length announced and calls back once written', async () => {
    let called = 0;
    const answer = await serve(asNext(page, undefined, () => (called += 1)));
    expect(answer.length).toBe(String(Buffer.byteLength(page)));
    expect(answer.body.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(called).toBe(1);
  });

  it('leaves other encodings, small strings and buffers as Node sends them', async () => {
    const latin1 = 'Añ'.repeat(20_000);
    expect((await serve(asNext(latin1, 'latin1'))).body.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
    expect((await serve(asNext('<p>Hola – ñ</p>'))).body.toString('utf8')).toBe('<p>Hola – ñ</p>');
    const bytes = Buffer.from(page);
    expect((await serve((response) => response.end(bytes))).body.equals(bytes)).toBe(true);
  });

  it('patches once, however often the server starts', () => {
    const patched = ServerResponse.prototype.end;
    sendLargeStringsAsBytes();
    expect(ServerResponse.prototype.end).toBe(patched);
  });
});
