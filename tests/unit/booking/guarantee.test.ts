import { guaranteeLabel, guaranteeState } from '@/lib/booking/guarantee';

const texts = { guaranteed: 'Guaranteed to run', needed: (n: number) => `${n} more to guarantee it` };

describe('whether a departure is guaranteed to run', () => {
  it.each([
    [{ guaranteed: true, travellersNeeded: 0 }, false, 'Guaranteed to run'],
    [{ guaranteed: false, travellersNeeded: 3 }, false, '3 more to guarantee it'],
    [{ guaranteed: false, travellersNeeded: 1 }, false, '1 more to guarantee it'],
  ])('%p says %p', (now, cancelled, label) => {
    const state = guaranteeState(now, cancelled);
    expect(state && guaranteeLabel(state, texts)).toBe(label);
  });

  it('says nothing of a cancelled departure, nor of one without a count (a trip no longer published)', () => {
    expect(guaranteeState({ guaranteed: true, travellersNeeded: 0 }, true)).toBeNull();
    expect(guaranteeState({ guaranteed: false, travellersNeeded: 2 }, true)).toBeNull();
    expect(guaranteeState({ guaranteed: false, travellersNeeded: 0 }, false)).toBeNull();
  });
});
