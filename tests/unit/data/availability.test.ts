/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// The marker that keeps the module out of browser bundles; this test is the server.
jest.mock('server-only', () => ({}));

/**
 * The live read against a real loopback HTTP peer standing for the backend's REST API: what it asks, how concurrent
 * reads share one request, and how it fails fast (never hangs) when the backend does not answer or is not there.
 */
interface Peer {
  url: string;
  paths: string[];
  close: () => Promise<void>;
}

async function peer(answer: 'rows' | 'hang' | 'no waitlists'): Promise<Peer> {
  const paths: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? '');
    if (answer === 'hang') return;
    const waitlists = request.url?.startsWith('/rest/v1/rpc/trip_waitlists');
    // As PostgREST answers a set-returning rpc (one row per coming departure), a little later.
    setTimeout(() => {
      if (waitlists && answer === 'no waitlists') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'down' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(waitlists
        ? [{ departure_id: 3, waitlist_open: true, waiting: 0 }, { departure_id: 4, waitlist_open: true, waiting: 2 }]
        : [
          { departure_id: 3, places_left: 1, availability: 'last_spot', bookable: true, guaranteed: true, travellers_needed: 0 },
          { departure_id: 4, places_left: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellers_needed: 2 },
        ]));
    }, 50);
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

/** The module as the server loads it, with the backend at `url` (a fresh module: its map of recent reads is empty). */
async function availabilityAt(url: string) {
  process.env.NEXT_PUBLIC_SUPABASE_URL = url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key';
  // Room for a loaded machine (every unit suite at once): a first answer has arrived in 50 ms plus the event loop's lag.
  process.env.BACKEND_TIMEOUT_MS = '1500';
  jest.resetModules();
  return import('@/lib/data/availability');
}

describe('the live read of a trip’s places', () => {
  const quiet = jest.spyOn(console, 'error');
  beforeEach(() => quiet.mockImplementation(() => {}));
  afterAll(() => quiet.mockRestore());

  const both = (trip: number) => [`/rest/v1/rpc/trip_places?trip_id=${trip}`, `/rest/v1/rpc/trip_waitlists?trip_id=${trip}`];

  it('asks trip_places and trip_waitlists once for the reads of a second, and maps their rows', async () => {
    const backend = await peer('rows');
    try {
      const { tripPlaces } = await availabilityAt(backend.url);
      const at = Date.now();
      const reads = await Promise.all(Array.from({ length: 50 }, () => tripPlaces(7, at)));
      expect(backend.paths.toSorted()).toEqual(both(7));
      expect(reads[49]).toEqual({
        ok: true,
        departures: [
          { id: 3, placesLeft: 1, availability: 'last_spot', bookable: true, guaranteed: true, travellersNeeded: 0, waitlistOpen: true, waiting: 0 },
          { id: 4, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellersNeeded: 2, waitlistOpen: true, waiting: 2 },
        ],
      });
      // Still within the second: the same answer; another trip, or a second later: asked again.
      await tripPlaces(7, at + 999);
      await tripPlaces(8, at + 999);
      await tripPlaces(7, at + 1000);
      expect(backend.paths.toSorted()).toEqual([...both(7), ...both(7), ...both(8)].toSorted());
    } finally {
      await backend.close();
    }
  });

  it('answers the places without the waitlists when only these cannot be read', async () => {
    const backend = await peer('no waitlists');
    try {
      const { readTripPlaces } = await availabilityAt(backend.url);
      expect(await readTripPlaces(7)).toEqual({
        ok: true,
        departures: [
          { id: 3, placesLeft: 1, availability: 'last_spot', bookable: true, guaranteed: true, travellersNeeded: 0 },
          { id: 4, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellersNeeded: 2 },
        ],
      });
    } finally {
      await backend.close();
    }
  });

  it('answers "not available" within the backend timeout when the backend hangs, and shares that answer too', async () => {
    const backend = await peer('hang');
    try {
      const { tripPlaces } = await availabilityAt(backend.url);
      const started = Date.now();
      const reads = await Promise.all(Array.from({ length: 20 }, () => tripPlaces(1, started)));
      expect(reads.every((r) => !r.ok)).toBe(true);
      // The timeout (1.5 s here, 2 s by default) and not a moment of waiting more.
      expect(Date.now() - started).toBeLessThan(4000);
      expect(backend.paths.toSorted()).toEqual(both(1));
    } finally {
      await backend.close();
    }
  });

  it('answers "not available" at once when nothing listens where the backend should be', async () => {
    const gone = await peer('rows');
    await gone.close();
    const { readTripPlaces } = await availabilityAt(gone.url);
    const started = Date.now();
    expect(await readTripPlaces(1)).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
