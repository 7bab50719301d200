/** The most places one booking (and one hold) may take; the database checks the same bound. */
export const MAX_PLACES_PER_BOOKING = 12;
