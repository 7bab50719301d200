/** @jest-environment node */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddressFrom, clientKeyOf, SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/lib/http/client-address';

const request = (entries: Record<string, string>) => new Headers(entries);
const forgeries: Record<string, string>[] = [
  {},
  { 'x-forwarded-for': '6.6.6.6' },
  { 'x-forwarded-for': '6.6.6.6, 10.0.0.1' },
  { 'x-real-ip': '7.7.7.7' },
  { 'x-vercel-forwarded-for': '8.8.8.8' },
  { [SOCKET_ADDRESS_HEADER]: '9.9.9.9' },
];

/** What the shop's server hands Next: a real node:http server with the stamp, and requests from chosen loopback addresses. */
async function keysSeenByServer(env: Record<string, string | undefined>, from: string, headers: Record<string, string>): Promise<string> {
  const stamp = socketAddressStamp(env);
  const server = createServer((req, res) => {
    stamp(req);
    const seen = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') seen.set(key, value);
    res.end(clientKeyOf(clientAddressFrom(seen, env)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, localAddress: from, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      }).on('error', reject).end();
    });
  } finally {
    server.close();
  }
}

describe('clientAddressFrom', () => {
  it('without CLIENT_IP_HEADER, keys on the connection: no forged header changes the key', async () => {
    const env: Record<string, string | undefined> = {};
    const keys = new Set<string>();
    for (const forged of forgeries) keys.add(await keysSeenByServer(env, '127.0.0.2', forged));
    expect(keys.size).toBe(1);
    expect(await keysSeenByServer(env, '127.0.0.3', {})).not.toBe([...keys][0]);
  });

  it('with CLIENT_IP_HEADER, keys on the entry the proxy wrote: entries a client put before it change nothing', () => {
    const env = { CLIENT_IP_HEADER: 'X-Forwarded-For' };
    const proxied = (claimed: string) => clientAddressFrom(request({ 'x-forwarded-for': `${claimed}203.0.113.7`, 'x-real-ip': claimed || '1.1.1.1' }), env);
    expect(new Set(['', '6.6.6.6, ', '1.2.3.4, 5.6.7.8, '].map(proxied))).toEqual(new Set(['203.0.113.7']));
    expect(clientAddressFrom(request({ 'x-real-ip': '198.51.100.5', 'x-forwarded-for': '6.6.6.6' }), { CLIENT_IP_HEADER: 'x-real-ip' })).toBe('198.51.100.5');
  });

  it('with CLIENT_IP_HEADER, a request that bypassed the proxy keys on its connection, not on forged headers', async () => {
    const env: Record<string, string | undefined> = { CLIENT_IP_HEADER: 'cf-connecting-ip' };
    const keys = new Set<string>();
    for (const forged of forgeries) keys.add(await keysSeenByServer(env, '127.0.0.4', forged));
    expect(keys).toEqual(new Set([clientKeyOf('127.0.0.4')]));
  });

  it("uses Vercel's own header on Vercel, and only there", () => {
    const headers = request({ 'x-forwarded-for': '6.6.6.6', 'x-vercel-forwarded-for': '198.51.100.4', 'x-real-ip': '1.1.1.1' });
    expect(clientAddressFrom(headers, { VERCEL: '1' })).toBe('198.51.100.4');
    expect(clientAddressFrom(headers, { SHOP_SOCKET_ADDRESS_STAMPED: '1' })).not.toBe('198.51.100.4');
  });

  it('without a trusted source (next start, no CLIENT_IP_HEADER) trusts no header at all: one conservative bucket', () => {
    const keys = new Set(forgeries.map((forged) => clientAddressFrom(request(forged), {})));
    expect(keys).toEqual(new Set(['direct']));
  });
});

describe('clientKeyOf', () => {
  it('is stable per address and does not reveal it', () => {
    expect(clientKeyOf('203.0.113.7')).toBe(clientKeyOf('203.0.113.7'));
    expect(clientKeyOf('203.0.113.7')).not.toBe(clientKeyOf('203.0.113.8'));
    expect(clientKeyOf('203.0.113.7')).not.toContain('203');
  });
});
