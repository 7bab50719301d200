import sharp from 'sharp';
import { formatNumber } from '@/lib/format';
import { expect, test } from './support/test';
import { backend, newAddress } from './support/accounts';
import { waitForMail } from './support/booking-journey';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';

// A traveller back from a departure: the invitation e-mail, the review form, the operator's moderation, the trip page.
test.setTimeout(120_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
const texts = {
  en: {
    invitation: /^How was .+\? Tell other travellers$/, link: /https?:\/\/[^/\s]+(\/en\/review\?key=[0-9a-f]{64})/, heading: /^How was .+\?$/,
    stars: (n: number) => `${n} stars`, title: 'Title', body: 'Your review', name: 'Name shown with your review', send: 'Send my review',
    ratingError: 'Choose from 1 to 5 stars.', required: 'This field is required.', tooShort: 'This is too short.',
    thanks: "Thank you! Your review will appear on the trip's page once we have read it.", pending: 'You have already reviewed this trip: it will appear once we have read it.',
    moderate: '/en/review/moderate', publish: 'Publish', published: 'Published: shown on the trip page and counted in its rating.',
    rating: (rating: string, count: number) => `${rating} of 5 (${count} reviews)`, badLink: 'This review link is not valid.',
    addPhotos: 'Add photos', notAPhoto: 'notes.jpg: This file is not a photo we can take: choose a JPEG, PNG or WebP image.',
    yourPhoto: (n: number) => `Your photo ${n}`, removePhoto: (n: number) => `Remove photo ${n}`, rejectPhoto: (n: number) => `Reject photo ${n}`,
    photoRejected: 'Rejected: not shown on the site.',
    enlarge: (count: number) => `Enlarge photo 1 of ${count} from Ana V.'s review`, alt: (title: string) => `Photo 1 of 1 from Ana V.'s review “${title}”`, close: 'Close photos',
  },
  es: {
    invitation: /^¿Qué tal fue .+\? Cuéntaselo a otros viajeros$/, link: /https?:\/\/[^/\s]+(\/es\/opinar\?key=[0-9a-f]{64})/, heading: /^¿Qué tal fue .+\?$/,
    stars: (n: number) => `${n} estrellas`, title: 'Título', body: 'Tu opinión', name: 'Nombre que se mostrará con tu opinión', send: 'Enviar mi opinión',
    ratingError: 'Elige de 1 a 5 estrellas.', required: 'Este campo es obligatorio.', tooShort: 'Es demasiado corto.',
    thanks: '¡Gracias! Tu opinión aparecerá en la página del viaje en cuanto la hayamos leído.', pending: 'Ya has opinado sobre este viaje: aparecerá en cuanto la hayamos leído.',
    moderate: '/es/opinar/moderar', publish: 'Publicar', published: 'Publicada: se muestra en la página del viaje y cuenta en su valoración.',
    rating: (rating: string, count: number) => `${rating} de 5 (${count} opiniones)`, badLink: 'Este enlace para opinar no es válido.',
    addPhotos: 'Añadir fotos', notAPhoto: 'notes.jpg: Este archivo no es una foto que podamos aceptar: elige una imagen JPEG, PNG o WebP.',
    yourPhoto: (n: number) => `Tu foto ${n}`, removePhoto: (n: number) => `Quitar la foto ${n}`, rejectPhoto: (n: number) => `Rechazar la foto ${n}`,
    photoRejected: 'Rechazada: no se muestra en la web.',
    enlarge: (count: number) => `Ampliar la foto 1 de ${count} de la opinión de Ana V.`, alt: (title: string) => `Foto 1 de 1 de la opinión de Ana V. «${title}»`, close: 'Cerrar las fotos',
  },
} as const;
const slots = { en: { phone: 1, desktop: 2 }, es: { phone: 3, desktop: 4 } } as const;

/** A phone's photo: its make, the time and the GPS position in its EXIF, and a landscape of the given colour. */
async function phonePhoto(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 59/1 1700/100' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function serviceFetch<T>(path: string, init: RequestInit): Promise<T> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${backend().url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=representation' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A past traveller: a confirmed booking of a departure that came back days ago, on a trip of this test's own (counted
 * from the end of the list, so the trip spec's trip keeps its reviews), as the payment flow would have left it.
 */
async function pastTraveller(slot: number, lang: 'en' | 'es', email: string): Promise<{ tripId: number; bookingId: string }> {
  const departures = await serviceFetch<{ id: number; trip_id: number }[]>(
    `departures?select=id,trip_id&status=eq.scheduled&end_date=lt.${day(0)}&end_date=gte.${day(-25)}&trip_id=neq.42&order=trip_id.desc`, { method: 'GET' },
  );
  const published = new Set((await rest<{ id: number }[]>('trip_cards?select=id&lang=eq.en')).map((trip) => trip.id));
  const trips = [...new Map(departures.filter((d) => published.has(d.trip_id)).map((d) => [d.trip_id, d])).values()];
  const departure = trips[slot];
  if (!departure) throw new Error(`No returned departure for slot ${slot}`);
  const [booking] = await serviceFetch<{ id: string }[]>('bookings?select=id', {
    method: 'POST',
    body: JSON.stringify({
      departure_id: departure.id, places: 1, status: 'confirmed', payment_option: 'full', total_cents: 100000, deposit_cents: 100000,
      paid_cents: 100000, lang, billing: { first_name: 'Ana', last_name: 'Viajera', email },
    }),
  });
  return { tripId: departure.trip_id, bookingId: booking!.id };
}

for (const lang of ['en', 'es'] as const) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: a past traveller's invitation -> the review -> moderation -> published and counted`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const t = texts[lang];
      const fits = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 640) expect(await smallTapTargets(page)).toEqual([]);
      };
      const email = newAddress(`review-${lang}-${viewport.name}`);
      const { tripId, bookingId } = await pastTraveller(slots[lang][viewport.name], lang, email);

      // The daily job invites the traveller, in the booking's language.
      const job = await request.get('/api/cron/daily', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
      expect(job.status()).toBe(200);
      // Every daily task ran, the sweeps of unconfirmed waitlist requests and unpaid voucher purchases among them.
      expect(await job.json()).toMatchObject({ job: 'daily', reviewInvitations: expect.any(Number), waitlistRequestsSwept: expect.any(Number), giftVoucherPurchasesSwept: expect.any(Number) });
      const invitation = await waitForMail(email, 'review_invitation');
      expect(invitation.subject).toMatch(t.invitation);
      const link = t.link.exec(invitation.text_body)?.[1];
      expect(link).toBeTruthy();
      await page.goto(link!.replace(/[0-9a-f]{64}$/, '0'.repeat(64)));
      await expect(page.getByText(t.badLink)).toBeVisible();

      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await fits();
      // Nothing chosen and a title too short: localized errors, and nothing saved.
      await page.getByLabel(t.title, { exact: true }).fill('ok');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.ratingError)).toBeVisible();
      await expect(page.getByText(t.tooShort)).toBeVisible();
      await expect(page.getByText(t.required)).toBeVisible();
      expect(await serviceFetch<unknown[]>(`reviews?select=id&booking_id=eq.${bookingId}`, { method: 'GET' })).toEqual([]);

      const title = `Review ${viewport.name} ${lang} ${Date.now().toString(36)}`;
      await page.getByRole('radio', { name: t.stars(4) }).check();
      await page.getByLabel(t.title, { exact: true }).fill(title);
      await page.getByLabel(t.body, { exact: true }).fill('Wonderful guides, warm huts and a pace that suited everyone in the group.');
      await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('Ana V.');

      // Photos: a file that is not one is refused in the page's language and nothing is added; three photos go up one
      // by one, each shown as stored; one is removed before sending.
      const photoInput = page.locator('#review-photo-files');
      await photoInput.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Packing list: boots, poles, a warm hat.') });
      await expect(page.getByRole('alert').filter({ hasText: t.notAPhoto })).toBeVisible();
      await expect(page.getByRole('img', { name: t.yourPhoto(1) })).toHaveCount(0);
      await photoInput.setInputFiles([await phonePhoto('summit.jpg', '#4a7fb5'), await phonePhoto('hut.jpg', '#b5834a'), await phonePhoto('lake.jpg', '#4ab58a')]);
      await expect(page.getByRole('img', { name: t.yourPhoto(3) })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('review-photos').getByRole('alert')).toHaveCount(0);
      for (const n of [1, 2, 3]) await expect.poll(() => page.getByRole('img', { name: t.yourPhoto(n) }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
      await fits();
      await page.getByRole('button', { name: t.removePhoto(3) }).click();
      await expect(page.getByRole('img', { name: t.yourPhoto(3) })).toHaveCount(0);
      await expect(page.getByRole('img', { name: t.yourPhoto(2) })).toBeVisible();
      const drafts = await serviceFetch<{ id: string }[]>(`review_photos?select=id&booking_id=eq.${bookingId}`, { method: 'GET' });
      expect(drafts).toHaveLength(2);
      const before = (await rest<{ review_count: number }[]>(`trips?select=review_count&id=eq.${tripId}`))[0]!.review_count;
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
      // Pending: not counted, and the link cannot be used again.
      expect((await rest<{ review_count: number }[]>(`trips?select=review_count&id=eq.${tripId}`))[0]!.review_count).toBe(before);
      await page.goto(link!);
      await expect(page.getByRole('status').filter({ hasText: t.pending })).toBeVisible();

      // The operator's notice, and its moderation link opened in the test's language.
      let moderation = '';
      await expect.poll(async () => {
        const all = (await (await fetch(`${backend().url}/_local/mail.json`)).json()) as { template: string; subject: string; text_body: string }[];
        const mail = all.find((m) => m.template === 'review_moderation' && m.subject.endsWith(title));
        moderation = /https?:\/\/[^/\s]+\/en\/review\/moderate(\?review=\d+&key=[0-9a-f]{64})/.exec(mail?.text_body ?? '')?.[1] ?? '';
        return moderation !== '';
      }, { timeout: 15_000 }).toBe(true);
      await page.goto(`${t.moderate}${moderation}`);
      await expect(page.getByTestId('moderated-review')).toContainText(title);
      // The operator sees both photos (private, signed) and rejects the second alone before publishing the text.
      await expect(page.getByTestId('moderated-photo')).toHaveCount(2);
      await fits();
      await page.getByRole('button', { name: t.rejectPhoto(2) }).click();
      await expect(page.getByTestId('moderated-photo').nth(1)).toContainText(t.photoRejected);
      await page.getByRole('button', { name: t.publish }).click();
      await expect(page.getByTestId('moderation-status')).toHaveText(t.published);
      // Public now: the first photo's copy, without any of the camera's metadata; the rejected one has none.
      const photos = await serviceFetch<{ id: string; rejected: boolean }[]>(`review_photos?select=id,rejected&booking_id=eq.${bookingId}&order=created_at`, { method: 'GET' });
      expect(photos.map((p) => p.rejected)).toEqual([false, true]);
      const shown = await fetch(`${backend().url}/storage/v1/object/public/review-photos-public/${photos[0]!.id}.jpg`);
      expect(shown.status).toBe(200);
      const bytes = Buffer.from(await shown.arrayBuffer());
      for (const leaked of ['PhoneMaker', 'Pocket 12', 'Exif']) expect(bytes.includes(Buffer.from(leaked))).toBe(false);
      expect((await fetch(`${backend().url}/storage/v1/object/public/review-photos-public/${photos[1]!.id}.jpg`)).status).toBe(404);
      expect((await fetch(`${backend().url}/storage/v1/object/public/review-photos/${photos[0]!.id}.jpg`)).status).toBe(404);

      // Published: the trip page shows it and counts it in the rating the database computes.
      const [trip] = await rest<{ rating: number; review_count: number }[]>(`trips?select=rating,review_count&id=eq.${tripId}`);
      expect(trip!.review_count).toBe(before + 1);
      const [text] = await rest<{ slug: string }[]>(`trip_translations?select=slug&trip_id=eq.${tripId}&lang=eq.${lang}`);
      await expect(async () => {
        await page.goto(`/${lang}/travel/${tripId}/${text!.slug}`);
        await expect(page.locator('#reviews')).toContainText(title, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByTestId('review-aggregate')).toContainText(t.rating(formatNumber(Number(trip!.rating), lang, 1), trip!.review_count));
      // Its one shown photo: sized and lazy through the image optimizer, with alt text from the review; it enlarges.
      const review = page.locator('#reviews li').filter({ hasText: title });
      const thumb = review.getByRole('button', { name: t.enlarge(1) });
      await expect(review.getByRole('button', { name: /^(Enlarge|Ampliar)/ })).toHaveCount(1);
      const img = thumb.getByRole('img');
      await expect(img).toHaveAttribute('alt', t.alt(title));
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('src', /^\/_next\/image\?url=.*review-photos-public/);
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await fits();
      await thumb.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: t.alt(title) })).toBeVisible();
      await expect.poll(() => dialog.getByRole('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();
      await expect(thumb).toBeFocused();
    });
  }
}
