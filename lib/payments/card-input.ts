/**
 * What a card field shows while it is typed into: the number in groups (four by four; 4-6-5 for American Express),
 * the expiry as MM/YY with the slash put in by itself (a phone's numeric keypad has no "/"), the CVC as digits. A paste
 * in any spacing ("4242-4242 4242 4242", "08 / 2030") comes out the same. The caret keeps its place among the digits.
 */

export interface Formatted {
  value: string;
  /** Where the caret goes: after the same number of digits as before the edit. */
  caret: number;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

const MAX_CARD_DIGITS = 19;

/** Digits before `caret` in `value`, and the position in `formatted` just after that many digits. */
function caretAfterDigits(value: string, caret: number, formatted: string): number {
  const wanted = digitsOf(value.slice(0, caret)).length;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === wanted) return i + 1;
  }
  return formatted.length;
}

/** American Express numbers (34, 37) are 15 digits grouped 4-6-5; every other card in fours. */
function groupsOf(digits: string): number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

export function formatCardNumber(value: string, caret = value.length): Formatted {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  const parts: string[] = [];
  let rest = digits;
  for (const size of groupsOf(digits)) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  const formatted = parts.join(' ');
  return { value: formatted, caret: caretAfterDigits(value, caret, formatted) };
}

/**
 * "0830" -> "08/30", "8" -> "08/" (no month starts with 2-9 but "0x"), "08/2030" -> "08/30". `deleting` (the edit made
 * the text shorter) never adds a slash back, so Backspace after "08/" removes it instead of bouncing.
 */
export function formatExpiry(value: string, caret = value.length, deleting = false): Formatted {
  const separated = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{2}|\d{4})\s*$/.exec(value);
  let digits: string;
  if (separated) {
    const [, month = '', year = ''] = separated;
    digits = `${month.padStart(2, '0')}${year.slice(-2)}`;
  } else {
    digits = digitsOf(value).slice(0, 4);
    if (/^[2-9]$/.test(digits.slice(0, 1))) digits = `0${digits}`.slice(0, 4);
  }
  let formatted: string;
  if (digits.length > 2) formatted = `${digits.slice(0, 2)}/${digits.slice(2)}`;
  else if (digits.length === 2 && !deleting) formatted = `${digits}/`;
  else formatted = digits;
  const atEnd = caret >= value.length;
  // A month typed as one digit gained a leading zero: the caret moves past it too.
  const padded = !separated && digitsOf(value).length < digits.length ? 1 : 0;
  return { value: formatted, caret: atEnd || separated ? formatted.length : Math.min(formatted.length, caretAfterDigits(value, caret, formatted) + padded) };
}

export function formatCvc(value: string): Formatted {
  const formatted = digitsOf(value).slice(0, 4);
  return { value: formatted, caret: formatted.length };
}
