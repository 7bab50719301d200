import { expect, type Page } from './test';
import { rest } from './rest';

export type Lang = 'en' | 'es';

/** The visible texts the journey relies on, per language (role locators use them as accessible names). */
export const texts = {
  en: {
    bookNow: 'Book now', travellers: 'Travellers', continue: 'Continue to checkout', submit: 'Continue to payment',
    required: 'This field is required.', chooseCountry: 'Choose a country from the list.', terms: 'Please accept the terms to continue.', country: 'Country', accept: /I accept the terms and conditions/,
    fields: { firstName: 'First name', lastName: 'Last name', street: 'Street address', city: 'City', province: 'Province', phone: 'Phone', email: 'Email' },
    traveller: (n: number) => `Traveller ${n}`, full: 'Pay the full amount', deposit: /Pay a \d+% deposit/, dueToday: 'Amount due today', future: 'Future payments',
    card: { number: 'Card number', expiry: 'Expiry date', cvc: 'CVC', holder: 'Cardholder name' }, pay: /^Pay €/,
    confirmed: 'Booking confirmed', emailSent: (email: string) => `A confirmation e-mail was sent to ${email}.`,
    bookingError: 'Booking Error', declined: 'Your card was declined.', tryAgain: 'Try again', payBalance: 'Pay the balance',
    holdEnded: /held your places for have passed/, mailSubject: 'Booking confirmed:', countryName: 'Spain', balance: 'Balance',
  },
  es: {
    bookNow: 'Reservar', travellers: 'Viajeros', continue: 'Continuar con la reserva', submit: 'Continuar al pago',
    required: 'Este campo es obligatorio.', chooseCountry: 'Elige un país de la lista.', terms: 'Acepta las condiciones para continuar.', country: 'País', accept: /Acepto los términos y condiciones/,
    fields: { firstName: 'Nombre', lastName: 'Apellidos', street: 'Dirección', city: 'Ciudad', province: 'Provincia', phone: 'Teléfono', email: 'Correo electrónico' },
    traveller: (n: number) => `Viajero ${n}`, full: 'Pagar el importe total', deposit: /Pagar un depósito del \d+%/, dueToday: 'Importe a pagar hoy', future: 'Pagos futuros',
    card: { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: 'CVC', holder: 'Titular de la tarjeta' }, pay: /^Pagar .*€$/,
    confirmed: 'Reserva confirmada', emailSent: (email: string) => `Hemos enviado un e-mail de confirmación a ${email}.`,
    bookingError: 'Error en la reserva', declined: 'Tu tarjeta ha sido rechazada.', tryAgain: 'Intentar de nuevo', payBalance: 'Pagar el resto',
    holdEnded: /Han pasado los 30 minutos/, mailSubject: 'Reserva confirmada:', countryName: 'España', balance: 'Resto',
  },
} as const;

interface Choice { id: number; trip_id: number; places_left: number }

/**
 * A bookable departure no other test uses: the departures matching the need, the `slot`-th of them. Tests run in
 * parallel on one backend, so each journey books its own departure, and never one of the trips whose cached page
 * other specs compare with the live availability (trips 1 and 42).
 */
export async function departureFor({ deposit, slot, minPlaces = 2 }: { deposit: boolean; slot: number; minPlaces?: number }): Promise<{ departureId: number; tripPath: (lang: Lang) => Promise<string> }> {
  const filter = `bookable=eq.true&places_left=gte.${minPlaces}&deposit_available=eq.${deposit}&trip_id=not.in.(1,42)`;
  const choices = await rest<Choice[]>(`departure_availability?select=id,trip_id,places_left&${filter}&order=id.asc`);
  const choice = choices[slot];
  if (!choice) throw new Error(`No bookable departure for slot ${slot} (deposit ${deposit})`);
  return {
    departureId: choice.id,
    tripPath: async (lang) => {
      const [card] = await rest<{ slug: string }[]>(`trip_cards?select=slug&id=eq.${choice.trip_id}&lang=eq.${lang}`);
      return `/${lang}/travel/${choice.trip_id}/${card?.slug}`;
    },
  };
}

/** The journey's steps as a traveller takes them. */
export class BookingJourney {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async pickDeparture(tripPath: string, departureId: number, travellers: number): Promise<void> {
    await this.page.goto(tripPath);
    await this.page.getByTestId('trip-price').getByRole('link', { name: this.t.bookNow }).click();
    await expect(this.page).toHaveURL(new RegExp(`${tripPath}/book`), { timeout: 20_000 });
    await this.page.locator(`[data-departure-id="${departureId}"]`).click();
    await this.page.getByLabel(this.t.travellers, { exact: true }).selectOption(String(travellers));
    await this.page.getByRole('button', { name: this.t.continue }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${this.lang}/checkout\\?booking=BK-`), { timeout: 20_000 });
  }

  async fillCheckout(email: string, travellers: number, option: 'full' | 'deposit' = 'full'): Promise<void> {
    const { fields } = this.t;
    const billing = this.page.getByRole('group', { name: this.lang === 'en' ? 'Billing details' : 'Datos de facturación' });
    await billing.getByLabel(fields.firstName, { exact: true }).fill('Ana');
    await billing.getByLabel(fields.lastName, { exact: true }).fill('Tester');
    await billing.getByLabel(this.t.country, { exact: true }).selectOption({ label: this.t.countryName });
    await billing.getByLabel(fields.street, { exact: true }).fill('Calle Mayor 1');
    await billing.getByLabel(fields.city, { exact: true }).fill('Madrid');
    await billing.getByLabel(fields.province, { exact: true }).fill('Madrid');
    await billing.getByLabel(fields.phone, { exact: true }).fill('+34 600 000 000');
    await billing.getByLabel(fields.email, { exact: true }).fill(email);
    for (let i = 1; i <= travellers; i++) {
      await this.page.getByLabel(`${fields.firstName} (${this.t.traveller(i)})`).fill(`Traveller${i}`);
      await this.page.getByLabel(`${fields.lastName} (${this.t.traveller(i)})`).fill('Tester');
    }
    await this.page.getByRole('radio', { name: option === 'full' ? this.t.full : this.t.deposit }).check();
    await this.page.getByRole('checkbox', { name: this.t.accept }).check();
    await this.page.getByRole('button', { name: this.t.submit }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${this.lang}/payment\\?booking=BK-`), { timeout: 20_000 });
  }

  async payWithCard(number: string): Promise<void> {
    const { card } = this.t;
    await this.page.getByLabel(card.number).fill(number);
    await this.page.getByLabel(card.expiry).fill('12/34');
    await this.page.getByLabel(card.cvc).fill('123');
    await this.page.getByLabel(card.holder).fill('Ana Tester');
    await this.page.getByRole('button', { name: this.t.pay }).click();
  }

  reference(): string {
    const reference = new URL(this.page.url()).searchParams.get('booking');
    if (!reference) throw new Error(`No booking in ${this.page.url()}`);
    return reference;
  }
}

interface Mail { to_address: string; subject: string; text_body: string; template: string }

/** The e-mails the local backend has sent to an address, newest first (its development mail page's JSON). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/_local/mail.json`);
  const all = (await response.json()) as Mail[];
  return all.filter((mail) => mail.to_address === address);
}

export async function waitForMail(address: string, template: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => (found = (await mailsTo(address)).find((m) => m.template === template)) !== undefined, { timeout: 15_000 }).toBe(true);
  return found!;
}

/** The path and query of the first shop link in an e-mail (links carry the configured site origin). */
export function linkIn(body: string, page: 'booking' | 'payment'): string {
  const path = page === 'booking' ? '(?:en|es)/account/bookings/BK-\\w+\\?key=[0-9a-f]{64}' : '(?:en|es)/payment\\?booking=BK-\\w+&key=[0-9a-f]{64}';
  const match = new RegExp(`https?://[^/\\s]+(/${path})`).exec(body);
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${body}`);
  return match[1];
}
