import { getTranslations } from 'next-intl/server';

/** What "guaranteed" means, said once under a list of departures (docs/guaranteed-departures.md). */
export async function GuaranteeNote({ className = '' }: { className?: string }) {
  const t = await getTranslations('Guarantee');
  return <p className={`text-sm text-slate-600 ${className}`} data-testid="guarantee-note">{t('note')}</p>;
}
