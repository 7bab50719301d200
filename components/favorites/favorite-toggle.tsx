'use client';

import { useTranslations } from 'next-intl';
import { FavoriteButton } from './favorite-button';

/** The same heart inside client-rendered lists, reading its texts from the Favorites and Errors messages provided. */
export function FavoriteToggle({ tripId, tripTitle }: { tripId: number; tripTitle: string }) {
  const t = useTranslations('Favorites');
  const te = useTranslations('Errors');
  return (
    <FavoriteButton
      tripId={tripId}
      labels={{
        add: t('add', { trip: tripTitle }),
        remove: t('remove', { trip: tripTitle }),
        removed: t('removed'),
        saved: te('favoritesSaved'),
        error: te('favoritesError'),
      }}
    />
  );
}
