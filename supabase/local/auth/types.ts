import type { IncomingHttpHeaders } from 'node:http';

export interface AuthRequest {
  method: string;
  /** The path after /auth/v1, e.g. "/token". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  bearer: string | undefined;
}

export interface AuthReply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}
