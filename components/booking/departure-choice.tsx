'use client';

import { useSearchParams } from 'next/navigation';
import { createContext, Suspense, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DepartureChoice } from '@/lib/booking/departure-groups';
import { departureNow, type PlacesNow } from '@/lib/booking/live-places';
import { joinsWaitlist } from '@/lib/booking/waitlist';
import type { Refusal } from './hold-outcome';
import { useLive } from './live-places';

/**
 * Which departure the book page's picker has chosen, shared by its radio buttons and its side panel (the list around
 * them is the server's HTML): until the traveller picks one, the departure the link named (a sold-out one too: its
 * waitlist), else the first bookable one, as the cached page had them. The refusal of the last hold is kept here too,
 * since choosing another departure clears it.
 */
interface Choice {
  /** The departures as the cached page lists them. */
  cached: DepartureChoice[];
  selected: number | null;
  choose: (id: number) => void;
  refusal: Refusal | null;
  setRefusal: (refusal: Refusal | null) => void;
}

const ChoiceContext = createContext<Choice | null>(null);

export function useChoice(): Choice {
  const choice = useContext(ChoiceContext);
  if (!choice) throw new Error('useChoice needs a DepartureChoiceProvider');
  return choice;
}

export function DepartureChoiceProvider({ departures, children }: { departures: DepartureChoice[]; children: ReactNode }) {
  const [wanted, setWanted] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const named = departures.find((d) => d.id === wanted && (d.bookable || d.availability === 'sold_out'));
  const selected = picked ?? named?.id ?? departures.find((d) => d.bookable)?.id ?? null;
  // A link that names a departure chooses it (state set to what it is renders nothing); a later address that names
  // another one chooses it over an earlier choice, but the first does not undo a departure tapped before the page's
  // scripts ran (DepartureRadio).
  const addressSeen = useRef(false);
  const fromAddress = useCallback((next: number | null) => {
    setWanted(next);
    if (addressSeen.current) {
      setPicked(null);
      setRefusal(null);
    }
    addressSeen.current = true;
  }, []);
  const choose = useCallback((id: number) => {
    setPicked(id);
    setRefusal(null);
  }, []);
  const value = useMemo(() => ({ cached: departures, selected, choose, refusal, setRefusal }), [departures, selected, choose, refusal]);
  return (
    <ChoiceContext.Provider value={value}>
      <Suspense fallback={null}>
        <AddressDeparture onChange={fromAddress} />
      </Suspense>
      {children}
    </ChoiceContext.Provider>
  );
}

/**
 * The departure a link names (`?departure=`). The page is the same for every query, so only the browser sees it: in
 * the static HTML this renders nothing (its Suspense boundary is rendered in the browser), and the picker is the same
 * with or without a departure named, so hydrating it renders nothing again. Then, before the first paint, a named
 * departure is chosen (on a first visit and on a client navigation, checkout's "Change departure", alike); an address
 * that names none changes nothing.
 */
function AddressDeparture({ onChange }: { onChange: (wanted: number | null) => void }) {
  const value = Number(useSearchParams().get('departure'));
  const wanted = Number.isSafeInteger(value) && value > 0 ? value : null;
  useLayoutEffect(() => onChange(wanted), [wanted, onChange]);
  return null;
}

/**
 * A departure's radio button: chosen as the picker says, and closed while the live read says the departure can be
 * neither booked nor waited for (its row's look follows the button, in CSS). Before the page's scripts run it is a
 * plain radio button of the form, which a tap already chooses.
 */
export function DepartureRadio({ initial }: { initial: PlacesNow }) {
  const { selected, choose } = useChoice();
  const open = useLive((shown) => {
    const now = departureNow(shown, initial);
    return now.bookable || joinsWaitlist(now);
  });
  const chosen = selected === initial.id;
  const button = useRef<HTMLInputElement>(null);
  // Tapped before the page's scripts ran: the browser checked it, and React takes that choice over as it hydrates
  // (after which a button is checked only as React says, so this finds nothing more to do).
  useLayoutEffect(() => {
    if (button.current?.checked && !chosen) choose(initial.id);
  }, [chosen, choose, initial.id]);
  return (
    <input
      ref={button}
      type="radio"
      name="departure"
      value={initial.id}
      checked={chosen}
      disabled={!open}
      onChange={() => choose(initial.id)}
      className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
    />
  );
}
