import type { Messages } from 'next-intl';

/** The messages a client list of trip cards needs for its hearts (FavoriteToggle). */
export function favoriteMessages(messages: Pick<Messages, 'Favorites' | 'Errors'>) {
  return {
    Favorites: messages.Favorites,
    Errors: { favoritesSaved: messages.Errors.favoritesSaved, favoritesError: messages.Errors.favoritesError },
  };
}

/**
 * Messages a client part fetches when it first appears (GET /api/texts/{lang}/{set}), rather than carrying them in
 * every page's HTML: the header's sign-in form, which most visitors never open, the search results, which home shows
 * only after a search, and the waitlist form, which the book page shows only for a sold-out departure.
 */
export const textSets = {
  auth: (messages: Messages) => ({ Auth: messages.Auth }),
  waitlist: (messages: Messages) => ({ Waitlist: messages.Waitlist }),
  search: (messages: Messages) => ({ Common: messages.Common, Search: messages.Search, Levels: messages.Levels, ...favoriteMessages(messages) }),
} as const;

export type TextSet = keyof typeof textSets;

export const isTextSet = (value: string): value is TextSet => Object.hasOwn(textSets, value);
