import { expect, test, type Page } from './support/test';
import { waitLikeAPerson } from './support/forms';
import { rest } from './support/rest';

interface DepartureRow { id: number; start_date: string; price_cents: number; places_left: number }

const trips = {
  en: {
    path: '/en/travel/1/annapurna-sanctuary-trek',
    sections: ['Intro', 'Itinerary', 'Info', 'FAQs', 'Reviews', 'Gallery', 'Route map', 'Departures', 'Send an inquiry'],
    labels: { last: '1 spot left', sold: 'Sold out', left: (n: number) => `${n} spots left` },
    inquiry: { name: 'Name', email: 'E-mail', message: 'Message', submit: 'Send inquiry', sent: 'Message sent successfully!', required: 'This field is required' },
    gallery: { open: 'Open photo 1 of', photo: /Photo (\d) of (\d)/, close: 'Close gallery' },
    notFound: ['Trip not found', "The trip you're looking for is not available at this time"],
  },
  es: {
    path: '/es/travel/1/trekking-santuario-annapurna',
    sections: ['Introducción', 'Itinerario', 'Info', 'Preguntas frecuentes', 'Opiniones', 'Galería', 'Mapa de la ruta', 'Salidas', 'Envía una consulta'],
    labels: { last: 'Queda 1 plaza', sold: 'Agotado', left: (n: number) => `Quedan ${n} plazas` },
    inquiry: { name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje', submit: 'Enviar consulta', sent: '¡Mensaje enviado correctamente!', required: 'Este campo es obligatorio' },
    gallery: { open: 'Abrir la foto 1 de', photo: /Foto (\d) de (\d)/, close: 'Cerrar la galería' },
    notFound: ['Viaje no encontrado', 'El viaje que buscas no está disponible en este momento'],
  },
} as const;

const today = () => new Date().toISOString().slice(0, 10);
const upcoming = () =>
  rest<DepartureRow[]>(`departure_availability?select=id,start_date,price_cents,places_left&trip_id=eq.1&status=eq.scheduled&start_date=gte.${today()}&order=start_date.asc`);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
}

for (const [lang, trip] of Object.entries(trips) as [keyof typeof trips, (typeof trips)[keyof typeof trips]][]) {
  test.describe(`trip page in ${lang}`, () => {
    test('shows every section, the basics and the route map', async ({ page }) => {
      const response = await page.goto(trip.path);
      expect(response?.status()).toBe(200);
      for (const name of trip.sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      await expect(page.getByTestId('trip-price')).toContainText('€');
      await expect(page.getByTestId('route-map').locator('text')).not.toHaveCount(0);
      await expect(page.locator('#itinerary li')).not.toHaveCount(0);
    });

    test('lists the departures with the availability the backend reports', async ({ page }) => {
      const departures = await upcoming();
      expect(departures.some((d) => d.places_left === 1)).toBe(true);
      await page.goto(trip.path);
      await expect(page.locator('[data-departure-id]')).toHaveCount(departures.length);
      for (const d of departures) {
        const label = d.places_left <= 0 ? trip.labels.sold : d.places_left === 1 ? trip.labels.last : trip.labels.left(d.places_left);
        await expect(page.locator(`[data-departure-id="${d.id}"]`)).toContainText(label);
      }
    });

    test('"Check availability" scrolls to the departures', async ({ page }) => {
      await page.goto(trip.path);
      await page.getByTestId('trip-price').getByRole('link', { name: lang === 'en' ? 'Check availability' : 'Consultar disponibilidad' }).click();
      await expect(page).toHaveURL(/#departures$/);
      await expect(page.locator('#departures')).toBeInViewport();
    });

    test('sends a validated inquiry that queues the operator e-mail', async ({ page }) => {
      await page.goto(trip.path);
      const form = page.locator('#inquiry');
      await form.getByRole('button', { name: trip.inquiry.submit }).click();
      await expect(form.getByText(trip.inquiry.required).first()).toBeVisible();
      // The form's own clock starts when it mounts (it loads on demand), which the first errors prove.
      const token = `e2e-${lang}-${Date.now()}`;
      await form.getByLabel(trip.inquiry.name).fill('Ana Tester');
      await form.getByLabel(trip.inquiry.email).fill('ana@example.test');
      await form.getByLabel(trip.inquiry.message).fill(`Is there space for two? ${token}`);
      await waitLikeAPerson(page);
      await form.getByRole('button', { name: trip.inquiry.submit }).click();
      await expect(form.getByRole('status')).toHaveText(trip.inquiry.sent);
      const rows = await rest<{ text_body: string; payload: { trip_id: number } }[]>(
        'email_outbox?select=text_body,payload&template=eq.trip%20inquiry_notice&order=id.desc&limit=20',
        { service: true },
      );
      const notice = rows.find((row) => row.text_body.includes(token));
      expect(notice?.payload.trip_id).toBe(1);
    });

    test('the inquiry form loads its code only when needed and keeps what was typed before it woke', async ({ page }) => {
      // The form's code (react-hook-form's "validatingFields" is in no other chunk of this page) is fetched on demand.
      const formChunks: string[] = [];
      page.on('response', async (response) => {
        if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url()) && (await response.text()).includes('validatingFields')) formChunks.push(response.url());
      });
      await page.goto(trip.path, { waitUntil: 'networkidle' });
      expect(formChunks).toEqual([]);
      // What a visitor on a slow line types into the page's HTML before the form's code has arrived: set without
      // focus or scrolling, so the form stays asleep until the section comes into view.
      const token = `e2e-wake-${lang}-${Date.now()}`;
      await page.evaluate((message) => {
        const set = (id: string, value: string) => {
          (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement).value = value;
        };
        set('inquiry-name', 'Ana Early');
        set('inquiry-email', 'ana.early@example.test');
        set('inquiry-message', message);
      }, `Typed before the form woke ${token}`);
      expect(formChunks).toEqual([]);
      const form = page.locator('#inquiry');
      await form.scrollIntoViewIfNeeded();
      await expect.poll(() => formChunks.length).toBeGreaterThan(0);
      // The form's own clock starts when it wakes, just after its code arrived.
      await waitLikeAPerson(page);
      await expect(form.getByLabel(trip.inquiry.name)).toHaveValue('Ana Early');
      await form.getByRole('button', { name: trip.inquiry.submit }).click();
      await expect(form.getByRole('status')).toHaveText(trip.inquiry.sent);
      const rows = await rest<{ text_body: string }[]>('email_outbox?select=text_body&template=eq.trip%20inquiry_notice&order=id.desc&limit=20', { service: true });
      expect(rows.some((row) => row.text_body.includes(token))).toBe(true);
    });

    test('a submit before the inquiry form woke is held, never sent as a GET, and replayed by the form', async ({ page }) => {
      await page.goto(trip.path, { waitUntil: 'networkidle' });
      await page.locator('#inquiry form').evaluate((form: HTMLFormElement) => form.requestSubmit());
      const form = page.locator('#inquiry');
      await expect(form.getByText(trip.inquiry.required).first()).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });

    test('the gallery lightbox works with the keyboard and gives focus back', async ({ page }) => {
      await page.goto(trip.path);
      const opener = page.getByRole('button', { name: new RegExp(`^${trip.gallery.open}`) });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const caption = dialog.locator('figcaption');
      await expect(caption).toHaveText(trip.gallery.photo);
      const count = Number((await caption.textContent())?.match(trip.gallery.photo)?.[2]);
      await page.keyboard.press('ArrowRight');
      await expect(caption).toContainText(lang === 'en' ? `Photo 2 of ${count}` : `Foto 2 de ${count}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(caption).toContainText(lang === 'en' ? `Photo ${count} of ${count}` : `Foto ${count} de ${count}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('JSON-LD offers every future departure in EUR with its availability', async ({ page }) => {
      const departures = await upcoming();
      await page.goto(trip.path);
      const data = await jsonLd(page);
      const product = data.find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('TouristTrip'));
      const offers = product?.offers as { price: string; priceCurrency: string; availability: string }[];
      expect(offers).toHaveLength(departures.length);
      offers.forEach((offer, i) => {
        const d = departures[i]!;
        expect(offer.priceCurrency).toBe('EUR');
        expect(offer.price).toBe((d.price_cents / 100).toFixed(2));
        expect(offer.availability).toBe(`https://schema.org/${d.places_left <= 0 ? 'SoldOut' : d.places_left === 1 ? 'LimitedAvailability' : 'InStock'}`);
      });
      expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
      expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    });

    test('the trip notes download as a PDF and the share image is a PNG', async ({ page, request }) => {
      await page.goto(trip.path);
      const pdf = await request.get(`${trip.path}/notes.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
      expect(image).toContain(`${trip.path}/opengraph-image`);
      const png = await request.get(new URL(image ?? '').pathname + new URL(image ?? '').search);
      expect(png.headers()['content-type']).toBe('image/png');
      expect([...(await png.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    });

    test('a wrong slug redirects permanently; an unknown trip is a 404', async ({ page, request }) => {
      const wrong = await request.get(trip.path.replace(/[^/]+$/, 'no-such-slug'), { maxRedirects: 0 });
      expect(wrong.status()).toBe(308);
      // Next sends the Location header twice (same value) on the first, uncached render of the redirect.
      const location = (wrong.headers().location ?? '').split(',')[0]?.trim() ?? '';
      expect(new URL(location, 'http://x').pathname).toBe(trip.path);
      const response = await page.goto(`/${lang}/travel/999999/nothing`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: trip.notFound[0] })).toBeVisible();
      await expect(page.getByText(trip.notFound[1])).toBeVisible();
      expect((await page.goto(`/${lang}/travel/45/x`))?.status()).toBe(404);
    });

    test('small screens get the fixed bottom bar with price and booking', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(trip.path);
      const bar = page.locator('[data-fixed-bottom-bar]');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('€');
      await expect(bar.getByRole('link')).toHaveAttribute('href', `${trip.path}/book`);
    });
  });
}

test('more reviews load a page at a time', async ({ page }) => {
  const reviews = await rest<{ id: number }[]>('reviews?select=id&trip_id=eq.42');
  await page.goto('/en/travel/42/x');
  await expect(page.locator('#reviews li.rounded-lg')).toHaveCount(Math.min(4, reviews.length));
  await page.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(page.locator('#reviews li.rounded-lg')).toHaveCount(reviews.length);
  await expect(page.getByRole('button', { name: 'Show more reviews' })).toBeHidden();
});

test('a trip page reached in the app has its inquiry form, also after leaving one whose form never woke', async ({ page }) => {
  await page.goto(trips.en.path, { waitUntil: 'networkidle' });
  // Home, then another trip, without a page load: the first page's sleeping form must not hold the next one back.
  await page.locator('header a[href="/en"]').first().click();
  await page.waitForURL(/\/en$/);
  await page.locator('a[href^="/en/travel/"]:not([href*="/travel/1/"])').first().click();
  await page.waitForURL(/\/en\/travel\/(?!1\/)/);
  const form = page.locator('#inquiry');
  await form.getByRole('button', { name: trips.en.inquiry.submit }).click();
  await expect(form.getByText(trips.en.inquiry.required).first()).toBeVisible();
});
