import type { ResolverOptions } from 'react-hook-form';
import { checkoutSchema, type CheckoutValues } from '@/lib/booking/schema';
import { isBookingFormErrorKey } from '@/lib/booking/form-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CheckoutValues>;
const empty = { travellers: [{ firstName: '', lastName: '' }] } as unknown as CheckoutValues;

describe('zodResolver with a schema loaded on first validation', () => {
  it('loads the schema once, on the first validation, and gives each field its message key', async () => {
    const loader = jest.fn(async () => checkoutSchema);
    const resolve = zodResolver<CheckoutValues>(loader);
    expect(loader).not.toHaveBeenCalled();
    const first = await resolve(empty, undefined, options);
    await resolve(empty, undefined, options);
    expect(loader).toHaveBeenCalledTimes(1);
    const lastName = (first.errors.travellers as unknown as { lastName?: { message?: string } }[])[0]?.lastName;
    expect(lastName?.message).toBe('required');
    expect(isBookingFormErrorKey(lastName?.message)).toBe(true);
  });

  it('tries the load again on the next validation when it failed (a dropped connection)', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(checkoutSchema);
    const resolve = zodResolver<CheckoutValues>(loader);
    await expect(resolve(empty, undefined, options)).rejects.toThrow('chunk failed');
    const second = await resolve(empty, undefined, options);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(Object.keys(second.errors).length).toBeGreaterThan(0);
  });
});
