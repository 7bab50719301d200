import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { emptyReply, jsonReply, type HttpReply } from '../http/reply';

/*
 * Convention for supabase/functions/<name>/index.ts, so one file runs on Supabase Edge (Deno) and here (Node + tsx):
 *
 *   const handler = async (req: Request): Promise<Response> => { ... web-standard APIs only ... };
 *   if ('Deno' in globalThis) Deno.serve(handler);
 *   export default handler;
 *
 * SUPABASE_FUNCTIONS_DIR (":"-separated folders) replaces supabase/functions, e.g. to add test fixtures.
 * The function reads its settings from the environment (Deno.env on Edge, process.env here): this runner sets
 * SUPABASE_URL (the local backend's own URL), SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. The Request it gets
 * has the path /<name>/<rest> like on Edge. A streamed Response body (SSE, text streams) is streamed to the client.
 */

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

export interface FunctionsDeps {
  functionsDirs: string[];
  baseUrl: () => string;
  log: (line: string) => void;
}

const NAME = /^[a-z0-9_-]+$/;

export class FunctionRunner {
  private readonly modules = new Map<string, Promise<FunctionHandler>>();

  constructor(private readonly deps: FunctionsDeps) {}

  private load(name: string, file: string): Promise<FunctionHandler> {
    let loaded = this.modules.get(name);
    if (!loaded) {
      loaded = import(pathToFileURL(file).href).then((module: { default?: unknown }) => {
        if (typeof module.default !== 'function') throw new Error(`${file} has no default export (req: Request) => Response`);
        return module.default as FunctionHandler;
      });
      // A module that failed to load is tried again on the next call (after the file is fixed).
      loaded.catch(() => this.modules.delete(name));
      this.modules.set(name, loaded);
    }
    return loaded;
  }

  /** Handles /functions/v1/<name>[/<rest>]; `rest` is the part after /functions/v1/. */
  async handle(req: IncomingMessage, rest: string, search: string, body: Buffer): Promise<HttpReply> {
    const [name = '', ...subpath] = rest.split('/');
    const file = NAME.test(name)
      ? this.deps.functionsDirs.map((dir) => join(dir, name, 'index.ts')).find((candidate) => existsSync(candidate))
      : undefined;
    if (!file) return jsonReply(404, { error: 'Requested function was not found', code: 'NOT_FOUND' });
    let response: Response;
    try {
      const handler = await this.load(name, file);
      response = await handler(toWebRequest(req, `${this.deps.baseUrl()}/${[name, ...subpath].join('/')}${search}`, body));
      if (!(response instanceof Response)) throw new Error(`function ${name} did not return a Response`);
    } catch (error) {
      this.deps.log(`[functions] ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return jsonReply(500, { error: 'The function failed; see the backend log', code: 'WORKER_ERROR' });
    }
    return toReply(response, (error) => this.deps.log(`[functions] ${name} stream failed: ${String(error)}`));
  }
}

function toWebRequest(req: IncomingMessage, url: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  // As Supabase's gateway does: the address of the connection, never the one a client claims.
  headers.set('x-real-ip', req.socket.remoteAddress ?? 'unidentified');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** The function's Response as a reply; a streamed body (server-sent events, text streams) stays a stream. */
function toReply(response: Response, onStreamError: (error: unknown) => void): HttpReply {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'content-encoding' && key !== 'transfer-encoding' && key !== 'connection') headers[key] = value;
  });
  if (!response.body) return emptyReply(response.status, headers);
  const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  stream.on('error', onStreamError);
  return { status: response.status, headers, body: stream };
}
