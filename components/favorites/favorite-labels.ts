import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FavoriteLabels } from './favorite-button';

/** The heart's texts for server-rendered cards: one call per list, then filled in per trip. */
export async function favoriteLabelsFor(): Promise<(tripTitle: string) => FavoriteLabels> {
  const [t, te] = await Promise.all([getTranslations('Favorites'), getTranslations('Errors')]);
  const shared = { saved: te('favoritesSaved'), error: te('favoritesError'), removed: t('removed') };
  return (trip) => ({ ...shared, add: t('add', { trip }), remove: t('remove', { trip }) });
}

interface WithFavoriteTexts {
  Favorites: Record<string, string>;
  Errors: { favoritesSaved: string; favoritesError: string };
}

/** The messages a client list of trip cards needs for its hearts (FavoriteToggle), for its NextIntlClientProvider. */
export function pickFavoriteMessages(messages: WithFavoriteTexts) {
  return {
    Favorites: messages.Favorites,
    Errors: { favoritesSaved: messages.Errors.favoritesSaved, favoritesError: messages.Errors.favoritesError },
  };
}
