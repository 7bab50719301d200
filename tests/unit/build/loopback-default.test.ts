/** @jest-environment node */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DEFAULT_HOSTNAME, serverArgs } from '../../../scripts/shared';

/**
 * npm start (and every script that serves the build) listens on loopback unless HOSTNAME names another interface:
 * without CLIENT_IP_HEADER the per-visitor limits trust no forwarding header, which is safe only while nobody but the
 * machine (a proxy in front of it, a developer) reaches the port (docs/hardening.md).
 */
describe('the production server listens on loopback by default', () => {
  const saved = process.env.HOSTNAME;
  afterEach(() => {
    if (saved === undefined) delete process.env.HOSTNAME;
    else process.env.HOSTNAME = saved;
  });

  it('is started with a host that resolves to loopback addresses only', async () => {
    delete process.env.HOSTNAME;
    const args = serverArgs(3000);
    const host = args[args.indexOf('-H') + 1];
    expect(host).toBe(DEFAULT_HOSTNAME);
    const addresses = await lookup(host ?? '', { all: true });
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address } of addresses) expect(address === '::1' || (isIP(address) === 4 && address.startsWith('127.'))).toBe(true);
  });

  it('listens elsewhere only when HOSTNAME says so', () => {
    process.env.HOSTNAME = '0.0.0.0';
    const args = serverArgs(3000);
    expect(args[args.indexOf('-H') + 1]).toBe('0.0.0.0');
  });
});
