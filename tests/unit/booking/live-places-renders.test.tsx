import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { GuaranteeBadge } from '@/components/booking/guarantee-badge';
import { LivePlacesProvider, StalePlacesNote, useLivePlaces } from '@/components/booking/live-places';
import { DepartureLiveStatus } from '@/components/trips/departure-live-status';
import type { LiveStore, LiveTexts, PlacesNow } from '@/lib/booking/live-places';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/en/travel/7/alps',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({ lang: 'en' }),
}));

/**
 * What an open trip page renders for the live read: only the parts of a departure whose shown value an answer
 * changes. The first answer mostly says what the cached page shows (and adds the waitlist's fields, which the page
 * leaves out); it used to render and commit every departure's badges and links.
 */
const texts: LiveTexts = {
  spotsLeft: { zero: 'No spots left', one: '1 spot left', other: '{count} spots left' },
  lastSpot: 'Last spot',
  soldOut: 'Sold out',
  cancelled: 'Cancelled',
  placesStale: 'These places may have changed.',
  waiting: { zero: 'Nobody waiting', one: '1 person waiting', other: '{count} people waiting' },
  guaranteed: 'Guaranteed to run',
  needed: { zero: 'Guaranteed', one: '1 more traveller to guarantee it', other: '{count} more travellers to guarantee it' },
};

const open: PlacesNow = { id: 1, placesLeft: 4, availability: 'available', bookable: true, guaranteed: false, travellersNeeded: 2 };
const full: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0 };

let store: LiveStore | null = null;
/** Hands the test the page's store, as a refused hold reaches it (the picker's accept). */
function StoreProbe({ found }: { found: (store: LiveStore) => void }) {
  const live = useLivePlaces();
  useEffect(() => found(live.store), [live, found]);
  return null;
}

function page(renders: Map<number, number>) {
  const counted = (id: string) => renders.set(Number(id), (renders.get(Number(id)) ?? 0) + 1);
  return render(
    <LivePlacesProvider tripId={7} texts={texts} initial={[open, full]}>
      {[open, full].map((d) => (
        <Profiler key={d.id} id={String(d.id)} onRender={counted}>
          <div data-testid={`departure-${d.id}`}>
            <GuaranteeBadge initial={d} />
            <DepartureLiveStatus initial={d} bookHref="/travel/7/alps/book" bookLabel="Book" waitlistLabel="Join the waitlist" />
          </div>
        </Profiler>
      ))}
      <StalePlacesNote />
      <StoreProbe
        found={(found) => {
          store = found;
        }}
      />
    </LivePlacesProvider>,
  );
}

let answer: unknown;
const reads: string[] = [];
let release = () => {};
let answered = 0;
beforeEach(() => {
  reads.length = 0;
  answered = 0;
  // The network's answer to the page's read (the route itself is tested against the backend in the integration suite).
  window.fetch = jest.fn(async (url: RequestInfo | URL) => {
    reads.push(String(url));
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      ok: true,
      json: async () => {
        answered++;
        return answer;
      },
    } as Response;
  });
});

describe('the live places of an open trip page', () => {
  it('renders nothing for a first answer that says what the page shows, and then only the departure an answer changes', async () => {
    // With a cancelled departure the page does not list, which the read still names.
    const cancelled: PlacesNow = { id: 3, placesLeft: 12, availability: 'cancelled', bookable: false, guaranteed: false, travellersNeeded: 0 };
    // The read says the list of a departure with places open (it cannot be joined, so it shows nowhere).
    answer = { departures: [{ ...open, waitlistOpen: true, waiting: 0 }, { ...full, waitlistOpen: false, waiting: 0 }, { ...cancelled, waitlistOpen: false, waiting: 0 }] };
    const renders = new Map<number, number>();
    page(renders);
    await waitFor(() => expect(reads).toEqual(['/api/trips/7/availability']));
    // The read is on its way; the page settles first (next/link renders once more when it finds its link visible).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const settled = new Map(renders);
    expect([...settled.keys()]).toEqual([1, 2]);
    const after = (changed: number[]) => new Map([...settled].map(([id, n]) => [id, n + changed.filter((c) => c === id).length]));
    release();
    await waitFor(() => expect(answered).toBe(1));
    await act(() => Promise.resolve());
    // Taken as nothing new: the page's own figures stay shown, and nothing rendered.
    expect(store?.get()).toEqual({ places: null, stale: false });
    expect(renders).toEqual(settled);
    const first = within(screen.getByTestId('departure-1'));
    expect(first.getByTestId('places-badge')).toHaveTextContent('4 spots left');
    expect(first.getByTestId('guarantee-badge')).toHaveTextContent('2 more travellers to guarantee it');
    expect(first.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/en/travel/7/alps/book?departure=1');
    expect(within(screen.getByTestId('departure-2')).queryByRole('link')).toBeNull();

    // The open departure's last spot and one more paid traveller: it renders, the sold-out one does not.
    act(() => store?.accept([{ ...open, placesLeft: 1, availability: 'last_spot', travellersNeeded: 1 }, { ...full, waitlistOpen: false, waiting: 0 }]));
    expect(renders).toEqual(after([1]));
    expect(first.getByTestId('places-badge')).toHaveTextContent('Last spot');
    expect(first.getByTestId('guarantee-badge')).toHaveTextContent('1 more traveller to guarantee it');

    // The sold-out departure's waitlist opens with three in line: now only it renders, offering the list.
    act(() => store?.accept([{ ...open, placesLeft: 1, availability: 'last_spot', travellersNeeded: 1 }, { ...full, waitlistOpen: true, waiting: 3 }]));
    expect(renders).toEqual(after([1, 2]));
    const second = within(screen.getByTestId('departure-2'));
    expect(second.getByTestId('waitlist-count')).toHaveTextContent('3 people waiting');
    expect(second.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/en/travel/7/alps/book?departure=2');
    expect(screen.getByTestId('places-stale')).toBeEmptyDOMElement();

    // A failed read says so once under the list, and renders no departure.
    act(() => store?.markStale());
    expect(screen.getByTestId('places-stale')).toHaveTextContent('These places may have changed.');
    expect(renders).toEqual(after([1, 2]));
  });
});
