import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/**
 * A fresh loopback address (Linux routes all of 127.0.0.0/8 to the loopback device), so that tests can act as many
 * clients: servers key limits on the connection's address, which no header can change.
 */
export const newLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * A fetch whose requests leave from the given loopback address (127.0.0.2, 127.0.0.3...), so one test can play
 * several clients: servers tell clients apart by their address.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method: init?.method ?? 'GET', localAddress, headers: Object.fromEntries(headers) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
            const status = res.statusCode ?? 500;
            const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers: responseHeaders }));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  };
}
