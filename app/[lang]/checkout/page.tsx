import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('Checkout', 'checkout', true);

const fields = ['firstName', 'lastName', 'company', 'country', 'street', 'apartment', 'postalCode', 'city', 'province', 'phone', 'email'] as const;
const required = new Set<string>(['firstName', 'lastName', 'country', 'street', 'city', 'province', 'phone', 'email']);

/**
 * First version of checkout: SPEC 3's billing form and the two payment choices, posting nowhere yet. The booking work
 * wires it to the held booking (from ?departure=) and the payment provider.
 */
export default async function CheckoutPage({ params }: PageProps<'/[lang]/checkout'>) {
  await pageLocale(params);
  const t = await getTranslations('Checkout');
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <form className="mx-auto grid max-w-4xl gap-8 px-4 py-10 lg:grid-cols-2" aria-describedby="checkout-start">
        <p id="checkout-start" className="text-slate-700 lg:col-span-2">{t('startBooking')}</p>
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold">{t('billing')}</legend>
          {fields.map((field) => (
            <label key={field} className="block text-sm font-medium">
              {t(`fields.${field}`)}
              <input
                name={field}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                required={required.has(field)}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              />
            </label>
          ))}
          <label className="block text-sm font-medium">
            {t('fields.notes')}
            <textarea name="notes" rows={3} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
          </label>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold">{t('paymentOptions')}</legend>
          <label className="flex gap-3 rounded-md border border-slate-200 p-3">
            <input type="radio" name="payment" value="full" defaultChecked />
            <span><span className="block font-semibold">{t('full')}</span><span className="text-sm text-slate-600">{t('fullText')}</span></span>
          </label>
          <label className="flex gap-3 rounded-md border border-slate-200 p-3">
            <input type="radio" name="payment" value="deposit" />
            <span><span className="block font-semibold">{t('deposit')}</span><span className="text-sm text-slate-600">{t('depositText')}</span></span>
          </label>
        </fieldset>
      </form>
    </>
  );
}
