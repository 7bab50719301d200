import { acceptsBrotli, acceptsGzip } from '@/lib/http/accept-encoding';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['identity, gzip', true],
    [undefined, false],
    ['', false],
    ['br, zstd', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['identity;q=1, gzip;q=0.5', false],
    ['gzip;q=abc', false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['*', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['identity;q=1, br;q=0.5', false],
    [undefined, false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
