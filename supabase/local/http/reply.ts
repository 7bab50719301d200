import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What every service of the local backend answers: status, headers and a body. A string or Buffer is sent with its
 * length; a stream (a file, a function's streamed Response) is written chunk by chunk as it arrives; no body sends the
 * headers alone (their own content-length, if any, stands).
 */
export interface HttpReply {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer | Readable;
}

export function reply(status: number, body: string | Buffer, headers: Record<string, string> = {}): HttpReply {
  return { status, headers, body };
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): HttpReply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function emptyReply(status: number, headers: Record<string, string> = {}): HttpReply {
  return { status, headers };
}

/** Writes a reply; a stream that fails midway ends the connection, as nothing else can tell the client. */
export async function writeReply(res: ServerResponse, { status, headers, body }: HttpReply): Promise<void> {
  if (res.headersSent) {
    if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) body.destroy();
    res.end();
    return;
  }
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
    return;
  }
  res.writeHead(status, headers);
  // Headers go out at once, so a client of server-sent events sees the answer before the first event.
  res.flushHeaders();
  // pipeline ends the response at the end of the stream, destroys it when the stream fails, and stops reading
  // when the client goes away.
  await pipeline(body, res).catch(() => undefined);
}
