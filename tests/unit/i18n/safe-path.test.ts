import { safeLocalPath } from '@/lib/i18n/safe-path';

describe('safeLocalPath', () => {
  it.each([
    ['/es/contacto', '/es/contacto'],
    ['/en/travel/1/x?y=1#z', '/en/travel/1/x?y=1#z'],
    ['/en/a%20b', '/en/a%20b'],
  ])('keeps the local path %j', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\tevil.example',
    '/\n/evil.example',
    ' //evil.example',
    'evil.example',
    '',
    null,
    '/%E0%A4%A',
  ])('rejects %j', (input) => {
    expect(safeLocalPath(input, '/en')).toBe('/en');
  });
});
