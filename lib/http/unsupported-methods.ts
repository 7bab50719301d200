import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Next.js hands every request to the middleware and to route handlers as a WHATWG Request, and the Fetch standard
 * forbids TRACE there: Node throws while building it, before any application code runs, and Next answers 500. So it
 * is answered here, where the Node server receives it, with 405 (as nginx and hosting platforms answer it). Node's
 * parser refuses TRACK itself (400), and CONNECT never reaches a request listener.
 */
const FORBIDDEN = new Set(['TRACE']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';
const PATCHED = Symbol.for('shop.refuseUnsupportedMethods');

type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;

export function refuseUnsupportedMethods(): void {
  const prototype = Server.prototype as Server & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const emit = prototype.emit as Emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args as [IncomingMessage | undefined, ServerResponse | undefined];
    if (event === 'request' && request?.method && FORBIDDEN.has(request.method.toUpperCase()) && response) {
      request.resume();
      response.writeHead(405, { allow: ALLOW, 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ error: `The ${request.method} method is not allowed` }));
      return true;
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
