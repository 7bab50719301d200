import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FavoriteLabels } from './favorite-button';

/** The heart's texts for server-rendered cards: one call per list, then filled in per trip. */
export async function favoriteLabelsFor(): Promise<(tripTitle: string) => FavoriteLabels> {
  const [t, te] = await Promise.all([getTranslations('Favorites'), getTranslations('Errors')]);
  const shared = { saved: te('favoritesSaved'), error: te('favoritesError'), removed: t('removed') };
  return (trip) => ({ ...shared, add: t('add', { trip }), remove: t('remove', { trip }) });
}

/** The messages a client list of trip cards needs for its hearts (FavoriteToggle), for its NextIntlClientProvider. */
export { favoriteMessages as pickFavoriteMessages } from '@/lib/i18n/text-sets';
