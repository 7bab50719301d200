import { takenCodings } from '@/lib/http/accept-encoding';

describe('takenCodings: gzip', () => {
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
    expect(takenCodings(header).gzip).toBe(expected);
  });
});

describe('takenCodings: brotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['*', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['identity;q=1, br;q=0.5', false],
    [undefined, false],
  ])('%j: %s', (header, expected) => {
    expect(takenCodings(header).br).toBe(expected);
  });
});
