import type { MonthGroup } from '@/lib/booking/departure-groups';
import { placesNow } from '@/lib/booking/live-places';
import type { Locale } from '@/lib/i18n/routing';
import { DepartureChoiceProvider, DepartureRadio } from './departure-choice';
import { DeparturePanel } from './departure-panel';
import { GuaranteeBadge } from './guarantee-badge';
import { PlacesBadge, StalePlacesNote } from './live-places';
import type { PickerTexts } from './picker-texts';
import { WaitingCount } from './waitlist-count';

/**
 * The book page's departure picker: departures by month, and the side panel that holds the chosen one's places. The
 * list is the server's HTML; in the browser only what changes is React's: each departure's radio button (chosen, or
 * closed once it can be neither booked nor waited for), its live badges, and the panel. A row's border and ring follow
 * its button in CSS, so a tap before the page's scripts have run already shows the choice.
 */
export function DeparturePicker({ lang, tripId, groups, texts: t }: { lang: Locale; tripId: number; groups: MonthGroup[]; texts: PickerTexts }) {
  const departures = groups.flatMap((g) => g.departures);
  if (departures.length === 0) return null;
  return (
    <DepartureChoiceProvider departures={departures}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fieldset className="min-w-0">
          <legend className="text-2xl font-semibold">{t.choose}</legend>
          {groups.map((group) => (
            <div key={group.key} className="mt-6">
              <h2 className="text-lg font-semibold text-slate-800">{group.label}</h2>
              <ul className="mt-2 grid gap-3">
                {group.departures.map((d) => {
                  const live = placesNow(d);
                  return (
                    <li key={d.id}>
                      <label
                        data-departure-id={d.id}
                        className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70"
                      >
                        <DepartureRadio initial={live} />
                        <span className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
                          <span>
                            <span className="block font-semibold">{d.dates}</span>
                            <span className="block text-sm text-slate-600">{d.details}</span>
                            <span className="mt-1 flex flex-wrap items-center gap-2">
                              <PlacesBadge initial={live} className="inline-block py-0.5 text-sm" />
                              <GuaranteeBadge initial={live} />
                              <WaitingCount departureId={d.id} className="inline-block text-sm" />
                            </span>
                          </span>
                          <span className="sm:text-right">
                            <span className="font-semibold">{d.price}</span> <span className="text-sm text-slate-600">{t.perPerson}</span>
                            {d.listPrice ? (
                              <span className="block text-sm text-slate-600"><s>{d.listPrice}</s> {d.discount}</span>
                            ) : null}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <StalePlacesNote className="mt-3" />
        </fieldset>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <DeparturePanel lang={lang} tripId={tripId} texts={t} />
        </div>
      </div>
    </DepartureChoiceProvider>
  );
}
