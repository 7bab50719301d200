import { formatCardNumber, formatCvc, formatExpiry } from '@/lib/payments/card-input';

/** Types `keys` one by one at the end of the field, as a phone keypad does, through the formatter. */
function typed(keys: string, format: (value: string, caret: number, deleting: boolean) => { value: string }): string {
  let value = '';
  for (const key of keys) value = format(value + key, value.length + 1, false).value;
  return value;
}

describe('card number', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    [' 4242  42424242 4242 ', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['card', ''],
  ])('%p shows as %p', (input, shown) => {
    expect(formatCardNumber(input).value).toBe(shown);
  });

  it('groups digits as they are typed', () => {
    expect(typed('42424242', formatCardNumber)).toBe('4242 4242');
    expect(typed('4242424242424242', formatCardNumber)).toBe('4242 4242 4242 4242');
  });

  it('keeps the caret after the same digit when a digit is inserted in the middle', () => {
    // "4242 |4242" + "1" typed at the caret: the caret stays after the new digit, past the moved space.
    const edited = '4242 14242';
    expect(formatCardNumber(edited, 6)).toEqual({ value: '4242 1424 2', caret: 6 });
  });
});

describe('expiry', () => {
  it.each([
    ['0830', '08/30'],
    ['08/30', '08/30'],
    ['08 / 30', '08/30'],
    ['8/30', '08/30'],
    ['08/2030', '08/30'],
    ['08-2030', '08/30'],
    ['830', '08/30'],
    ['12', '12/'],
    ['1', '1'],
  ])('%p shows as %p', (input, shown) => {
    expect(formatExpiry(input).value).toBe(shown);
  });

  it('adds the slash by itself while the digits are typed', () => {
    expect(typed('08', formatExpiry)).toBe('08/');
    expect(typed('0830', formatExpiry)).toBe('08/30');
    expect(typed('830', formatExpiry)).toBe('08/30');
    expect(typed('1230', formatExpiry)).toBe('12/30');
  });

  it('lets Backspace remove the slash it added', () => {
    expect(formatExpiry('08', 2, true).value).toBe('08');
    expect(formatExpiry('08/', 3, true).value).toBe('08');
  });

  it('puts the caret after the slash while typing at the end', () => {
    expect(formatExpiry('08', 2)).toEqual({ value: '08/', caret: 3 });
  });
});

describe('cvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a3').value).toBe('123');
    expect(formatCvc('123456').value).toBe('1234');
  });
});
