/**
 * A rating drawn as five stars, filled for its whole stars only (4.4 is four), so the picture never claims more than
 * the figure beside it. Decorative: the figure is always written out next to it.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  return (
    <span aria-hidden="true" className={className}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}
