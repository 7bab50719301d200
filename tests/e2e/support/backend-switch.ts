import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP front for the test backend, which a test turns off and on: `up` passes every connection through to
 * the backend, `hang` accepts connections and never reads from them nor answers (a backend that is wedged, or a
 * network that swallows packets), `down` closes the port, so connections are refused (a backend that is stopped).
 * A production server started with SUPABASE_SERVER_URL set to `url` reaches its backend only through it.
 */
export type BackendMode = 'up' | 'hang' | 'down';

export interface BackendSwitch {
  url: string;
  set: (mode: BackendMode) => Promise<void>;
  close: () => Promise<void>;
}

export async function startBackendSwitch(backendUrl: string): Promise<BackendSwitch> {
  const target = new URL(backendUrl);
  const targetPort = Number(target.port || 80);
  let mode: BackendMode = 'up';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang') {
      client.pause();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: targetPort });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) => new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
  const stopListening = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      // Whatever was open belongs to the previous mode: a kept-alive connection must not carry the old behaviour over.
      await stopListening();
      mode = next;
      if (next !== 'down') await listen(port);
    },
    close: stopListening,
  };
}
