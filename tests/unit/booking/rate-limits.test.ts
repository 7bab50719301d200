import { BOOKING_LIMITS, bookingLimit } from '@/lib/booking/rate-limits';

describe('booking limits per client', () => {
  it('are the documented numbers by default', () => {
    expect(bookingLimit('payPerClient', {})).toEqual({ max: 10, seconds: 600 });
    expect(bookingLimit('holdPerClient', {})).toEqual({ max: 20, seconds: 600 });
    expect(bookingLimit('checkoutPerClient', {})).toEqual({ max: 30, seconds: 600 });
  });

  it('grow with SHOP_RATE_LIMIT_FACTOR, except the payments per booking', () => {
    const env = { SHOP_RATE_LIMIT_FACTOR: '100' };
    expect(bookingLimit('payPerClient', env).max).toBe(1000);
    expect(bookingLimit('holdPerClient', env).max).toBe(2000);
    expect(bookingLimit('payPerBooking', env)).toEqual(BOOKING_LIMITS.payPerBooking);
  });

  it.each(['0', '-3', '1.5', 'lots', '', '100000'])('ignore a factor of %j', (factor) => {
    expect(bookingLimit('payPerClient', { SHOP_RATE_LIMIT_FACTOR: factor })).toEqual(BOOKING_LIMITS.payPerClient);
  });
});
