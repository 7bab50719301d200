import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { countryOptions } from '@/lib/booking/countries';
import type { ManagedBooking } from '@/lib/booking/manage';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { saveTravellersAction } from './actions';
import { TravellersForm } from './travellers-form';

/** The travellers' details: a form until the trip's cut-off, a summary after it. */
export async function TravellersSection({ managed, lang, access }: { managed: ManagedBooking; lang: Locale; access: { reference: string; key: string | null } }) {
  const [t, messages] = await Promise.all([getTranslations('BookingPage'), getMessages()]);
  const missing = managed.travellers.filter((traveller) => !traveller.complete).length;
  const cutoff = formatDate(managed.detailsCutoffOn, lang);
  const countries = countryOptions(lang);
  const countryName = (code: string | null) => (code ? (countries.find((c) => c.code === code)?.name ?? code) : null);
  return (
    <section aria-labelledby="booking-travellers" className="grid gap-4" data-testid="booking-travellers">
      <h2 id="booking-travellers" className="text-xl font-semibold">{t('travellers.heading')}</h2>
      {managed.detailsOpen ? <p>{t('travellers.intro', { date: cutoff })}</p> : <p>{t('travellers.closed', { date: cutoff })}</p>}
      {missing > 0 && managed.booking.status === 'confirmed' ? (
        <p className="rounded-md bg-amber-50 p-3 font-medium text-amber-950" data-testid="travellers-missing">{t('travellers.missing', { count: missing })}</p>
      ) : null}
      {managed.detailsOpen ? (
        <NextIntlClientProvider messages={pickMessages(messages, ['BookingPage'])}>
          <TravellersForm
            travellers={managed.travellers}
            countries={countries}
            tripEndsOn={managed.booking.departure.endDate}
            today={managed.today}
            save={saveTravellersAction.bind(null, access.reference, access.key)}
          />
        </NextIntlClientProvider>
      ) : (
        <ul className="grid gap-2">
          {managed.travellers.map((traveller) => (
            <li key={traveller.position} className="rounded-md border border-slate-200 px-4 py-2">
              <span className="font-medium">{traveller.firstName} {traveller.lastName}</span>
              {traveller.nationality ? <span> · {countryName(traveller.nationality)}</span> : null}
              <span className="text-slate-700"> · {traveller.complete ? t('travellers.complete') : t('travellers.incomplete')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
