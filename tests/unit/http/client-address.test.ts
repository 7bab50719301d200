import { clientAddressFrom, clientKeyOf } from '@/lib/http/client-address';

const request = (entries: Record<string, string>) => new Headers(entries);

describe('clientAddressFrom', () => {
  it('reads the header the platform sets, not a forged X-Forwarded-For', () => {
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1', 'x-real-ip': '203.0.113.7' });
    expect(clientAddressFrom(forged, {})).toBe('203.0.113.7');
  });

  it("uses Vercel's own header on Vercel", () => {
    const headers = request({ 'x-forwarded-for': '6.6.6.6', 'x-vercel-forwarded-for': '198.51.100.4', 'x-real-ip': '1.1.1.1' });
    expect(clientAddressFrom(headers, { VERCEL: '1' })).toBe('198.51.100.4');
  });

  it('honours a configured header', () => {
    const headers = request({ 'cf-connecting-ip': '192.0.2.9', 'x-real-ip': '1.1.1.1' });
    expect(clientAddressFrom(headers, { CLIENT_IP_HEADER: 'CF-Connecting-IP' })).toBe('192.0.2.9');
  });

  it('falls back to the last X-Forwarded-For hop without a proxy, then to one shared bucket', () => {
    expect(clientAddressFrom(request({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1' }), {})).toBe('127.0.0.1');
    expect(clientAddressFrom(request({}), {})).toBe('unknown');
  });
});

describe('clientKeyOf', () => {
  it('is stable per address and does not reveal it', () => {
    expect(clientKeyOf('203.0.113.7')).toBe(clientKeyOf('203.0.113.7'));
    expect(clientKeyOf('203.0.113.7')).not.toBe(clientKeyOf('203.0.113.8'));
    expect(clientKeyOf('203.0.113.7')).not.toContain('203');
  });
});
