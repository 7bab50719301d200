describe('jest', () => { it('runs', () => { expect(1 + 1).toBe(2); }); });
