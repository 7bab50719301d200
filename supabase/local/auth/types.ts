import type { IncomingHttpHeaders } from 'node:http';

export interface AuthRequest {
  method: string;
  /** The path after /auth/v1, e.g. "/token". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  bearer: string | undefined;
  /** Who is asking, for per-client rate limits: the peer's address. */
  clientKey: string;
}

export interface AuthReply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}
