import { BookingJourney, departureFor, texts } from './booking-journey';
import { expect, type Page } from './test';

/** The test backend, as npm run test:e2e passes it. */
export function backend(): { url: string; anonKey: string } {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new Error('NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY must be set (npm run test:e2e sets them).');
  return { url, anonKey };
}

let serial = 0;
export const newAddress = (label: string) => `${label}.${Date.now().toString(36)}.${process.pid}.${++serial}@example.com`;

export interface ViewedMail {
  subject: string;
  link: string;
}

/**
 * Opens the local mail viewer (/_local/mail) in the browser, as a developer would, and reads the newest e-mail to
 * `address` whose subject matches: its subject and the link to the shop it carries.
 */
export async function readMailInViewer(page: Page, address: string, subject: RegExp): Promise<ViewedMail> {
  let found: ViewedMail | undefined;
  await expect(async () => {
    await page.goto(`${backend().url}/_local/mail`);
    const article = page.locator('article').filter({ hasText: address }).filter({ has: page.getByRole('heading', { name: subject }) }).first();
    await expect(article).toBeVisible({ timeout: 1000 });
    const text = (await article.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/(?:en|es)\/auth\/(?:confirm|reset-password)\S*/.exec(text)?.[0];
    expect(link).toBeTruthy();
    found = { subject: (await article.getByRole('heading').textContent()) ?? '', link: link! };
  }).toPass({ timeout: 15_000 });
  return found!;
}


/** A guest booking (no account) through the same rpc the checkout calls, billed to `email`. */
/** A real guest booking, paid with the test card through the booking journey; its reference. */
export async function bookAsGuest(page: Page, lang: 'en' | 'es', email: string): Promise<string> {
  const journey = new BookingJourney(page, lang);
  const { departureId, tripPath } = await departureFor({ deposit: false, slot: lang === 'en' ? 5 : 6, minPlaces: 1 });
  await journey.pickDeparture(await tripPath(lang), departureId, 1);
  await journey.fillCheckout(email, 1);
  const reference = journey.reference();
  await journey.payWithCard('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].confirmed })).toBeVisible();
  return reference;
}

interface OutboxRow {
  to_address: string;
  template: string;
  text_body: string;
}

/**
 * An account confirmed through the API (sign-up, then the e-mail link's token hash), for journeys that start signed
 * up; the user's id.
 */
export async function confirmedAccount(email: string, password: string, lang: 'en' | 'es'): Promise<string> {
  const { url, anonKey } = backend();
  const headers = { apikey: anonKey, 'content-type': 'application/json' };
  const signUp = await fetch(`${url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password, data: { lang } }) });
  if (!signUp.ok) throw new Error(`signup: ${signUp.status} ${await signUp.text()}`);
  let tokenHash: string | undefined;
  for (let i = 0; i < 100 && !tokenHash; i++) {
    const mail = (await (await fetch(`${url}/_local/mail.json`)).json()) as OutboxRow[];
    const row = mail.find((m) => m.to_address === email && m.template === 'auth.confirmation');
    tokenHash = row && /token_hash=([0-9a-f]+)/.exec(row.text_body)?.[1];
    if (!tokenHash) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!tokenHash) throw new Error(`no confirmation e-mail to ${email}`);
  const verify = await fetch(`${url}/auth/v1/verify`, { method: 'POST', headers, body: JSON.stringify({ type: 'email', token_hash: tokenHash }) });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const { user } = (await verify.json()) as { user?: { id?: string } };
  if (!user?.id) throw new Error('verify answered without the user');
  return user.id;
}
