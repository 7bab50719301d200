import { getTranslations } from 'next-intl/server';
import { CONSENT_STORAGE_KEY, PREFERENCE_STORAGE_KEYS } from '@/lib/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';

/** Every item the shop stores in the browser, why, for how long, and under which category. */
export async function StorageTable() {
  const t = await getTranslations('Cookies.table');
  const rows = [
    { name: LANGUAGE_STORAGE_KEY, kind: `${t('cookie')}, ${t('localStorage')}`, purpose: t('languagePurpose'), duration: t('oneYear'), category: t('necessary') },
    { name: 'sb-…-auth-token', kind: t('cookie'), purpose: t('authPurpose'), duration: t('session'), category: t('necessary') },
    { name: CONSENT_STORAGE_KEY, kind: t('localStorage'), purpose: t('consentPurpose'), duration: t('oneYear'), category: t('necessary') },
    { name: PREFERENCE_STORAGE_KEYS[0], kind: t('localStorage'), purpose: t('detailsPurpose'), duration: t('untilWithdrawn'), category: t('preferences') },
  ];
  const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">{t('caption')}</caption>
        <thead>
          <tr>
            {[t('name'), t('kind'), t('purpose'), t('duration'), t('category')].map((h) => (
              <th key={h} scope="col" className={`${cell} bg-slate-50`}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td className={`${cell} font-mono`}>{row.name}</td>
              <td className={cell}>{row.kind}</td>
              <td className={cell}>{row.purpose}</td>
              <td className={cell}>{row.duration}</td>
              <td className={cell}>{row.category}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
