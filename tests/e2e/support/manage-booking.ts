import { readFileSync } from 'node:fs';
import { expect, type Page } from './test';
import { backend } from './accounts';
import { rest } from './rest';

/** The booking page's visible texts the journey relies on, per language. */
export const manageTexts = {
  en: {
    manage: 'See and manage your booking', confirmed: 'Confirmed', refunded: 'Refunded', receipt: 'Receipt (PDF)', calendar: 'Add to calendar (.ics)',
    invoice: /^Invoice \d{4}-\d{6} \(PDF\)$/, notes: 'Trip notes (PDF)', save: "Save travellers' details", saved: "Travellers' details saved.",
    traveller: (n: number) => `Traveller ${n}`, dob: 'Date of birth', nationality: 'Nationality', passport: 'Passport number', expiry: 'Passport expiry date',
    emergency: 'Emergency contact', emergencyPhone: 'Emergency contact phone', country: 'Spain', onFile: 'On file: ending in 567.', missing: 'Details are missing for 2 travellers.',
    cancel: 'Cancel booking', confirmCancel: 'Yes, cancel my booking', fee: /^Cancellation fee today \(\d+ days before departure: \d+% of the trip price\): €/, refund: /^Refund to your card: €/,
    cancelledMail: 'Booking cancelled:', wrongKey: 'We could not find this booking.', expiredKey: 'This link has expired.', departed: 'This trip has already started',
    spotsLeft: (n: number) => `${n} spots left`,
  },
  es: {
    manage: 'Ver y gestionar tu reserva', confirmed: 'Confirmada', refunded: 'Reembolsada', receipt: 'Recibo (PDF)', calendar: 'Añadir al calendario (.ics)',
    invoice: /^Factura \d{4}-\d{6} \(PDF\)$/, notes: 'Información del viaje (PDF)', save: 'Guardar los datos de los viajeros', saved: 'Datos de los viajeros guardados.',
    traveller: (n: number) => `Viajero ${n}`, dob: 'Fecha de nacimiento', nationality: 'Nacionalidad', passport: 'Número de pasaporte', expiry: 'Fecha de caducidad del pasaporte',
    emergency: 'Contacto de emergencia', emergencyPhone: 'Teléfono del contacto de emergencia', country: 'España', onFile: 'Guardado: termina en 567.', missing: 'Faltan los datos de 2 viajeros.',
    cancel: 'Cancelar la reserva', confirmCancel: 'Sí, cancelar mi reserva', fee: /^Gastos de cancelación hoy \(\d+ días antes de la salida: el \d+% del precio del viaje\): /, refund: /^Reembolso a tu tarjeta: .*€$/,
    cancelledMail: 'Reserva cancelada:', wrongKey: 'No encontramos esta reserva.', expiredKey: 'Este enlace ha caducado.', departed: 'Este viaje ya ha empezado',
    spotsLeft: (n: number) => `Quedan ${n} plazas`,
  },
} as const;

/** Opens the local mail viewer in the browser, finds the e-mail to `address` whose subject starts so, and returns its booking link. */
export async function bookingLinkFromViewer(page: Page, address: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto(`${backend().url}/_local/mail`);
    const article = page.locator('article').filter({ hasText: address }).filter({ has: page.getByRole('heading', { name: subject }) }).first();
    await expect(article).toBeVisible({ timeout: 1000 });
    const text = (await article.locator('pre').textContent()) ?? '';
    link = /https?:\/\/[^/\s]+(\/(?:en|es)\/account\/bookings\/BK-\w+\?key=[0-9a-f]{64})/.exec(text)?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

/** Clicks a download link and returns the file's name and bytes. */
export async function download(page: Page, name: string | RegExp): Promise<{ filename: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), body: readFileSync(path) };
}

/** The places left on a departure, as the database counts them. */
export async function placesLeft(departureId: number): Promise<number> {
  const [row] = await rest<{ places_left: number }[]>(`departure_availability?select=places_left&id=eq.${departureId}`);
  return row!.places_left;
}

async function serviceRpc<T>(name: string, body: object, key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? ''): Promise<T> {
  const response = await fetch(`${backend().url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A confirmed booking made straight through the database functions the shop calls (no browser): reference and key. */
export async function confirmedBooking(departureId: number, email: string): Promise<{ reference: string; key: string }> {
  const held = await serviceRpc<{ reference: string; key: string }>('hold_places', { departure_id: departureId, places: 1, lang: 'en', client_key: `e2e-${email}` });
  const billing = { first_name: 'Ana', last_name: 'Tester', country: 'ES', street_address: 'Calle 1', city: 'Madrid', province: 'Madrid', phone: '600000000', email };
  const saved = await serviceRpc<{ amount_due_cents: number }>('save_booking_details', {
    reference: held.reference, key: held.key, billing, travellers: [{ first_name: 'Ana', last_name: 'Tester' }], payment_option: 'full', accepts_terms: true,
  }, backend().anonKey);
  const [row] = await rest<{ id: string }[]>(`bookings?select=id&reference=eq.${held.reference}`, { service: true });
  await serviceRpc('confirm_payment', {
    booking_id: row!.id, provider: 'test', provider_reference: `e2e-${held.reference}`, idempotency_key: `e2e-${held.reference}`,
    amount_cents: saved.amount_due_cents, currency: 'EUR', site_url: 'http://localhost',
  });
  return held;
}

/**
 * A departure of its own for a test that moves it (to make a trip start today), so no other test's choice of
 * departure shifts: far ahead and dear, so no "from" price or month of the catalogue changes.
 */
export async function ownDeparture(tripId: number): Promise<number> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${backend().url}/rest/v1/departures?select=id`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ trip_id: tripId, start_date: day(700), end_date: day(710), price_cents: 2_500_000, capacity: 4 }),
  });
  if (!response.ok) throw new Error(`departures: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: number }[];
  return row!.id;
}

/** Changes rows through the service role (to age a key or move a departure), as the operator's dashboard would. */
export async function patchAsService(path: string, body: object): Promise<void> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${backend().url}/rest/v1/${path}`, {
    method: 'PATCH',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}
