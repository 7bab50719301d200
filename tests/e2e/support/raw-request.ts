import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  location: string | null;
}

/** Sends the request line byte for byte (no client-side URL normalisation), as an attacker's link would arrive. */
export function rawGet(baseURL: string, rawPath: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
      if (data.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => {
      const head = data.split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /^location: *(.*)$/im.exec(head)?.[1]?.trim() ?? null;
      resolve({ status, location });
    });
    socket.on('error', reject);
  });
}
