import { calendarFile } from '@/lib/booking/calendar';
import { daysUntil, managedStatus } from '@/lib/booking/manage';
import { bookingPageAccess } from '@/lib/booking/page-access';
import { travellerDetailsSchema } from '@/lib/booking/traveller-schema';

describe('the booking status a traveller reads first', () => {
  it.each([
    [{ status: 'held', paidCents: 0, totalCents: 100 }, 0, 'held'],
    [{ status: 'confirmed', paidCents: 30, totalCents: 100 }, 0, 'balance_due'],
    [{ status: 'confirmed', paidCents: 100, totalCents: 100 }, 0, 'confirmed'],
    [{ status: 'confirmed', paidCents: 100, totalCents: 100 }, 20, 'partly_refunded'],
    [{ status: 'cancelled', paidCents: 100, totalCents: 100 }, 0, 'cancelled'],
    [{ status: 'cancelled', paidCents: 100, totalCents: 100 }, 90, 'refunded'],
  ] as const)('%p with %p refunded -> %p', (booking, refunded, expected) => {
    expect(managedStatus(booking, refunded)).toBe(expected);
  });

  it('counts whole days to a date', () => {
    expect(daysUntil('2027-01-31', '2027-01-01')).toBe(30);
    expect(daysUntil('2027-01-01', '2027-01-01')).toBe(0);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(-1);
  });
});

describe('the booking page address', () => {
  it('takes a booking reference and a well-formed key, and nothing else', () => {
    const key = 'a'.repeat(64);
    expect(bookingPageAccess('bk-abc123', { key })).toEqual({ reference: 'BK-ABC123', key });
    expect(bookingPageAccess('BK-ABC123', { key: 'short' })).toEqual({ reference: 'BK-ABC123', key: null });
    expect(bookingPageAccess('BK-ABC123', { key: [key, 'x'] })).toEqual({ reference: 'BK-ABC123', key });
    expect(bookingPageAccess('../etc', {})).toBeNull();
  });
});

describe("the travellers' details form", () => {
  const schema = travellerDetailsSchema({ tripEndsOn: '2027-05-10', today: '2027-01-01' });
  const valid = {
    firstName: 'Ana', lastName: 'Pérez', dateOfBirth: '1990-01-01', nationality: 'ES', passportNumber: 'ab 123-456',
    passportExpiry: '2030-01-01', dietaryNeeds: '', emergencyContactName: 'Luis', emergencyContactPhone: '+34 600 000 000',
  };
  // The form shows each field's first issue (zodResolver), so that is the one that counts.
  const issues = (traveller: object) => {
    const result = schema.safeParse({ travellers: [traveller] });
    const first = new Map<string, string>();
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path.at(-1));
      if (!first.has(field)) first.set(field, `${field}:${issue.message}`);
    }
    return [...first.values()];
  };

  it('accepts complete details and cleans the passport number', () => {
    expect(schema.parse({ travellers: [valid] }).travellers[0]!.passportNumber).toBe('AB123456');
  });

  it('lets every field but the names wait', () => {
    expect(issues({ ...valid, dateOfBirth: '', nationality: '', passportNumber: '', passportExpiry: '', emergencyContactName: '', emergencyContactPhone: '' })).toEqual([]);
  });

  it.each([
    [{ firstName: ' ' }, 'firstName:required'],
    [{ dateOfBirth: '2027-02-01' }, 'dateOfBirth:pastDate'],
    [{ dateOfBirth: '01/02/1990' }, 'dateOfBirth:date'],
    [{ nationality: 'XX' }, 'nationality:country'],
    [{ passportNumber: 'A1' }, 'passportNumber:passport'],
    [{ passportExpiry: '2027-05-10' }, 'passportExpiry:passportExpiry'],
    [{ emergencyContactPhone: 'call me' }, 'emergencyContactPhone:phone'],
  ])('refuses %p with %p', (change, expected) => {
    expect(issues({ ...valid, ...change })).toEqual([expected]);
  });
});

describe('the calendar file', () => {
  const file = calendarFile({
    uid: 'BK-ABC123@shop.example', title: 'Trek, Nepal; 12 days', description: 'Booking BK-ABC123.\nYour booking: https://shop.example/en/account/bookings/BK-ABC123',
    startDate: '2027-03-01', endDate: '2027-03-12', url: 'https://shop.example/en/account/bookings/BK-ABC123', stamp: new Date('2026-12-03T10:00:00Z'), product: 'Shop',
  });

  it('is one all-day event ending the day after the trip, with CRLF lines', () => {
    expect(file).toContain('DTSTART;VALUE=DATE:20270301\r\n');
    expect(file).toContain('DTEND;VALUE=DATE:20270313\r\n');
    expect(file).toContain('DTSTAMP:20261203T100000Z\r\n');
    expect(file).toContain('SUMMARY:Trek\\, Nepal\\; 12 days\r\n');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines longer than 75 octets', () => {
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file).toContain('\r\n ');
  });
});
