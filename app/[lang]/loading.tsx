'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

/** A client component on purpose: a server one would read the locale from headers and make every page dynamic. */
export default function Loading() {
  const t = useTranslations('Common');
  return <Spinner label={t('loading')} />;
}
