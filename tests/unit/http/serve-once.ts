/** A response served once on a loopback port, read whole: the HTTP tests' server and client (real node:http). */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The compression middleware `next start` puts in front of every response, as Next ships it. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
export const compression = require('next/dist/compiled/compression') as () => Middleware;


/** A page past Node's small-write size, with characters of one, two, three and four UTF-8 bytes. */
export const page = `<!DOCTYPE html><p>${'Trekking – “Annapurna” … 1.250 € ★ ñ 🏔 '.repeat(1200)}</p>`;

/** What a browser sends. */
export const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Answer { status: number; body: Buffer; length: string | undefined; headers: IncomingHttpHeaders }

/** A real node:http server on a loopback port, and a client that reads each answer whole on a connection of its own. */
export async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ask({ path = '/', headers = {}, method = 'GET' }: { path?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Answer> {
      return new Promise<Answer>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, agent: false, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), length: response.headers['content-length'], headers: response.headers }),
          );
        })
          .on('error', reject)
          .end();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Serves `send` on a loopback port and reads one answer whole, to a request with `headers` (and `method`); with
 * `compressing`, behind the compression middleware as `next start` serves.
 */
export async function serve(
  send: (response: ServerResponse) => void,
  { headers = {}, method = 'GET', compressing = false }: { headers?: Record<string, string>; method?: string; compressing?: boolean } = {},
): Promise<Answer> {
  const middleware = compression();
  const server = await listen((incoming, response) => {
    if (compressing) middleware(incoming, response, () => undefined);
    send(response);
  });
  try {
    return await server.ask({ headers, method });
  } finally {
    await server.close();
  }
}

/** A memo of the production server: it answers a request itself (true), or leaves it to Next. */
interface Memo {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

/** The production server's order (scripts/serve.ts): the memo first, then Next (`send`), counting Next's answers. */
export async function behindMemo<M extends Memo>(memo: M, send: (request: IncomingMessage, response: ServerResponse) => void) {
  const counted = { toNext: 0 };
  const listening = await listen((request, response) => {
    if (memo.answer(request, response)) return;
    counted.toNext += 1;
    send(request, response);
  });
  return {
    ...listening,
    memo,
    get toNext() {
      return counted.toNext;
    },
  };
}
