import { Link } from '@/lib/i18n/navigation';

/** Small screens only: price and booking always at hand. The chat widget moves up above [data-fixed-bottom-bar]. */
export function TripBottomBar({ price, label, bookHref }: { price: string; label: string; bookHref: string }) {
  return (
    <div data-fixed-bottom-bar className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden">
      <p className="font-bold">{price}</p>
      <Link href={bookHref} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{label}</Link>
    </div>
  );
}
