/**
 * The cache tags the data layer puts on its reads, which the revalidation webhook (app/api/revalidate) expires:
 * every catalogue read carries `catalogue`, every trip read `trips` as well, and a single trip's reads `trip-<id>`,
 * so an edit to one trip regenerates its pages and the lists, not the whole site.
 * Plain constants without 'server-only', so that the webhook's rules can be unit-tested.
 */
export const CATALOGUE_TAG = 'catalogue';
export const TRIPS_TAG = 'trips';
export const tripTag = (id: number) => `trip-${id}`;
