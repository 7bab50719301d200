/**
 * Image props for a card that may open the page (the first one of a list right under the page's heading): its photo
 * is then the largest thing on a phone's screen, so it is fetched at once and at high priority (Next also preloads it
 * from the head), where a lazy one would only be found after layout. Every other card's photo stays lazy.
 */
export function largestPaintImage(opensPage: boolean): { loading?: 'eager'; fetchPriority?: 'high' } {
  return opensPage ? { loading: 'eager', fetchPriority: 'high' } : {};
}
