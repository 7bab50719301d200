import { cardSchema, checkoutSchema, expiryIsCurrent, holdSchema, passesLuhn, type CheckoutValues } from '@/lib/booking/schema';

const valid: CheckoutValues = {
  firstName: 'Ana', lastName: 'Pérez', company: '', country: 'ES', streetAddress: 'Calle Mayor 1', apartment: '', postalCode: '',
  city: 'Madrid', province: 'Madrid', phone: '+34 600 000 000', email: 'ana@example.test', orderNotes: '',
  travellers: [{ firstName: 'Ana', lastName: 'Pérez' }], paymentOption: 'full', acceptsTerms: true,
};

const issues = (values: unknown) => {
  const result = checkoutSchema.safeParse(values);
  return result.success ? {} : firstIssues(result.error.issues);
};

/** The message a form shows per field: its first issue's, as the resolver does. */
function firstIssues(list: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of list) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('checkoutSchema', () => {
  it('accepts a complete form and leaves the optional fields optional', () => {
    expect(issues(valid)).toEqual({});
  });

  it('flags every required field with a message key, and nothing optional', () => {
    const empty = { ...valid, firstName: ' ', lastName: '', country: '', streetAddress: '', city: '', province: '', phone: '', email: '', travellers: [{ firstName: '', lastName: '' }], acceptsTerms: false };
    expect(issues(empty)).toEqual({
      firstName: 'required', lastName: 'required', country: 'country', streetAddress: 'required', city: 'required', province: 'required',
      phone: 'required', email: 'required', 'travellers.0.firstName': 'required', 'travellers.0.lastName': 'required', acceptsTerms: 'terms',
    });
  });

  it.each([
    ['a free-text country', { country: 'Spain' }, 'country', 'country'],
    ['a broken e-mail', { email: 'ana@' }, 'email', 'email'],
    ['letters in the phone', { phone: 'call me' }, 'phone', 'phone'],
    ['a too short phone', { phone: '123' }, 'phone', 'phone'],
    ['an overlong name', { firstName: 'x'.repeat(121) }, 'firstName', 'tooLong'],
    ['overlong notes', { orderNotes: 'x'.repeat(2001) }, 'orderNotes', 'tooLong'],
  ])('refuses %s', (_label, change, field, key) => {
    expect(issues({ ...valid, ...change })[field]).toBe(key);
  });
});

describe('holdSchema', () => {
  it.each([[0, false], [1, true], [12, true], [13, false], [1.5, false]])('%p travellers -> valid %p', (places, ok) => {
    expect(holdSchema.safeParse({ departureId: 1, places }).success).toBe(ok);
  });
});

describe('card checks', () => {
  it('knows Luhn-valid numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('accepts an expiry from the current month on', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expiryIsCurrent('11/26', now)).toBe(true);
    expect(expiryIsCurrent('10/26', now)).toBe(false);
    expect(expiryIsCurrent('13/30', now)).toBe(false);
    expect(expiryIsCurrent('1/30', now)).toBe(false);
  });

  it('normalises spaces and refuses malformed cards with message keys', () => {
    expect(cardSchema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', cardholder: 'Ana' }).cardNumber).toBe('4242424242424242');
    const result = cardSchema.safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '12/9', cvc: '12', cardholder: '' });
    expect(result.success ? {} : firstIssues(result.error.issues)).toEqual({
      cardNumber: 'cardNumber', expiry: 'expiry', cvc: 'cvc', cardholder: 'cardholder',
    });
  });

  it('takes the expiry in the ways a phone or a paste gives it', () => {
    for (const expiry of ['0899', '08/99', '8/99', '08/2099', ' 08 / 99 ']) {
      expect(cardSchema.parse({ cardNumber: '4242424242424242', expiry, cvc: '123', cardholder: 'Ana' }).expiry).toBe('08/99');
    }
  });

  it('names what to fix: a short number, a month past 12, a date gone by', () => {
    const result = cardSchema.safeParse({ cardNumber: '4242 4242', expiry: '13/30', cvc: '', cardholder: 'Ana' });
    expect(result.success ? {} : firstIssues(result.error.issues)).toEqual({ cardNumber: 'cardNumberLength', expiry: 'expiryMonth', cvc: 'cvc' });
    const past = cardSchema.safeParse({ cardNumber: '4242424242424242', expiry: '01/20', cvc: '123', cardholder: 'Ana' });
    expect(past.success ? {} : firstIssues(past.error.issues)).toEqual({ expiry: 'expired' });
  });
});
