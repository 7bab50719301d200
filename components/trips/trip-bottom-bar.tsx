import { Link } from '@/lib/i18n/link';

/**
 * Small screens only: price and booking always at hand. The chat widget moves up above [data-fixed-bottom-bar], so
 * it never covers the button; the button keeps a 44 px tap target and never shrinks.
 */
export function TripBottomBar({ price, perPerson, label, bookHref }: { price: string; perPerson: string; label: string; bookHref: string }) {
  return (
    <div data-fixed-bottom-bar className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden">
      <p className="min-w-0">
        <span className="block font-bold">{price}</span>
        <span className="block text-xs text-slate-600">{perPerson}</span>
      </p>
      <Link href={bookHref} className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand-700 px-4 font-semibold text-white">{label}</Link>
    </div>
  );
}
