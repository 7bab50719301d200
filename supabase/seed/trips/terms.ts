import type { Bi } from '../types';
import type { Trip } from './index';

/** A cancellation tier: from `fromDays` days before departure (until the previous tier) the fee is `feePercent`. */
export interface FeeTier {
  from_days: number;
  fee_percent: number;
}

export interface BookingTerms {
  depositMinDays: number;
  balanceDueDays: number;
  fees: FeeTier[];
  notes: Bi | null;
}

const standard: BookingTerms = {
  depositMinDays: 60,
  balanceDueDays: 45,
  fees: [
    { from_days: 60, fee_percent: 10 },
    { from_days: 30, fee_percent: 50 },
    { from_days: 15, fee_percent: 75 },
    { from_days: 0, fee_percent: 100 },
  ],
  notes: null,
};

/** Boats are chartered months ahead: earlier balance, steeper fees. */
const sailing: BookingTerms = {
  depositMinDays: 90,
  balanceDueDays: 60,
  fees: [
    { from_days: 90, fee_percent: 20 },
    { from_days: 60, fee_percent: 50 },
    { from_days: 0, fee_percent: 100 },
  ],
  notes: {
    en: 'Cabins are allocated in booking order. A single traveller shares a twin cabin with another traveller of the group.',
    es: 'Los camarotes se asignan por orden de reserva. Quien viaja solo comparte camarote doble con otra persona del grupo.',
  },
};

/** Permits and park fees are paid to the authorities early and are not refunded by them. */
const permits: Record<string, Bi> = {
  annapurna: {
    en: 'Trekking permits (TIMS and conservation area) are bought 30 days before departure and cannot be refunded after that.',
    es: 'Los permisos de trekking (TIMS y área de conservación) se compran 30 días antes de la salida y después no se pueden devolver.',
  },
  everest: {
    en: 'Trekking permits and the Lukla flights are bought 30 days before departure and cannot be refunded after that.',
    es: 'Los permisos de trekking y los vuelos a Lukla se compran 30 días antes de la salida y después no se pueden devolver.',
  },
  kilimanjaro: {
    en: 'Kilimanjaro National Park fees are paid when you book; they are refunded only if the park refunds them.',
    es: 'Las tasas del Parque Nacional del Kilimanjaro se pagan al reservar y solo se devuelven si el parque las devuelve.',
  },
  'inca-trail': {
    en: 'Inca Trail permits are issued in the traveller’s name and cannot be changed or refunded once issued.',
    es: 'Los permisos del Camino Inca se emiten a nombre de cada viajero y no se pueden cambiar ni devolver una vez emitidos.',
  },
};

const SAILING = 19;

/** The deposit window, balance date, cancellation fees and notes a trip is sold with. */
export function bookingTerms(t: Trip): BookingTerms {
  if (t.activity === SAILING) return sailing;
  const notes = permits[t.baseKey];
  if (notes) return { ...standard, depositMinDays: 75, balanceDueDays: 60, notes };
  return standard;
}
