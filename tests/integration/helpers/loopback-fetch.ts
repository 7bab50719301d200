import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/**
 * A fresh loopback address (Linux routes all of 127.0.0.0/8 to the loopback device), so that tests can act as many
 * clients: servers key limits on the connection's address, which no header can change.
 */
export const newLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** fetch() from a chosen local address (fetch itself cannot choose one). */
export function fetchFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(key, item);
        }
        const body = Buffer.concat(chunks);
        const empty = res.statusCode === 204 || res.statusCode === 304;
        resolve(new Response(empty ? null : new Uint8Array(body), { status: res.statusCode ?? 500, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
