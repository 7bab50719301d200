import { promotions } from '../content/promotions';
import { insert, raw } from '../sql';

export function promotionsSql(): string {
  return insert('promotion_codes', promotions.map((p) => ({
    code: p.code,
    percent_off: p.percentOff,
    amount_off_cents: p.amountOffCents,
    starts_at: raw(`now() - interval '${p.fromDays} days'`),
    ends_at: raw(`now() + interval '${p.untilDays} days'`),
    max_uses: p.maxUses,
    max_uses_per_customer: p.maxUsesPerCustomer,
    min_spend_cents: p.minSpendCents,
  })));
}
