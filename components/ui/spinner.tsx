/** An accessible loading indicator: the label is announced, the ring is decoration. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col items-center justify-center gap-3 py-24">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="text-slate-600">{label}</span>
    </div>
  );
}
