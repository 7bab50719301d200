import fc from 'fast-check';

/** Values that have broken parsers, databases and number types before, plus anything fast-check makes up. */
export const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\r\nX-Injected: 1',
    "'; drop table public.trips; --",
    '-1',
    '0',
    '2147483648',
    '-2147483649',
    '9'.repeat(40),
    '1e309',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '{"a":',
    '$@1',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\uFFFF\uFEFF',
    '\uD800',
    'é😀',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
);

/** Any JSON value, including the wrong types for every field. */
export const anyJson = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
);

/** Text that is not JSON at all. */
export const notJson = fc.oneof(
  fc.constantFrom('', '{', '[1,', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"a":"\\x00"}'),
  nasty.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** A value that can never be an e-mail address (no @). */
export const notAnEmail = nasty.map((text) => text.replace(/@/g, ''));

/** Percent-encodes as a browser would; a lone surrogate (which has no UTF-8 form) becomes U+FFFD first, as it does there. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** A path segment from any of the above, as a browser would encode it. */
export const segment = nasty.filter((text) => text !== '' && text !== '.' && text !== '..').map(encode);

/** An id nobody has: past every seeded or plausible id, or not a number at all. */
export const unknownId = fc.oneof(
  fc.integer({ min: 900_000_000, max: 999_999_999 }).map(String),
  segment.filter((text) => !/^[1-9]\d{0,8}$/.test(text)),
);
