import { createHmac } from 'node:crypto';
import { confirmedAccount, newAddress } from './accounts';
import { expect, type Page } from './test';

/** The course library's texts in each language, and the steps its journeys share (courses*.spec.ts). */
export const texts = {
  en: {
    courses: '/en/courses', account: '/en/account', search: 'Search courses', query: 'knots rope', courseTitle: 'Knots and Rope Work',
    count: '1 course', level: 'Level', advanced: 'Advanced', buy: /^Buy this course for/, signInFirst: 'Please sign in first.',
    email: 'Email', password: 'Password', signIn: 'Sign in', signedInAs: (e: string) => `Signed in as ${e}`,
    card: { number: 'Card number', expiry: 'Expiry date', cvc: 'CVC', holder: 'Cardholder name' }, pay: /^Pay €/, paid: 'Payment received',
    monthly: 'Get Monthly subscription', locked: 'This lesson is part of the full course.', resumed: /Resumed at 0:0[4-6]/,
    markDone: 'Mark as done', done: 'Done', playPreview: /^Play the preview \d+:\d\d$/, notifyEmail: 'E-mail', notify: 'Notify me', notOnSale: 'This course is not on sale yet.',
    comingSoonCourse: '/en/courses/10/via-ferrata-techniques', otherCourse: '/en/courses/15/sailing-manoeuvres',
    deleteConfirm: 'Type the e-mail address of this account to confirm', deleteAccount: 'Delete my account for good',
    plans: { 'Monthly subscription': 'Cancel anytime in My Account: no further charge, access until the end of the period paid', 'Annual subscription': 'Cancel anytime in My Account: no further charge, access until the end of the period paid', 'Lifetime access': 'One payment, no renewals' },
    intro: (lessons: number) => `${lessons} video tutorials from our guides`, allLessons: (lessons: number) => `Every course and all ${lessons} lessons`,
    renewsEvery: (price: string) => ({ monthly: `${price} today, then every month until you cancel`, annual: `${price} today, then every year until you cancel` }),
    saving: (months: number, percent: number) => `${months} months free compared with monthly: you save ${percent}%`,
    termsHeading: 'Your subscription', perMonth: (price: string) => `${price} per month`, renewsMonthly: 'Renews automatically every month until you cancel.',
    nextCharge: (price: string, date: string) => `Next charge: ${price} on ${date}`, howToCancel: /^Cancel anytime in My Account, under Courses: you will not be charged again/,
    once: 'One payment: it does not renew.', receiptRenews: 'It renews automatically every month until you cancel.', receiptSubject: 'Your subscription is active: Monthly subscription',
    renewsOn: (date: string, price: string) => `Monthly subscription: renews on ${date} for ${price}`,
    cancelTitle: 'Cancel your Monthly subscription?', cancelBody: (date: string) => `You keep access to every course until ${date}`,
    cancelConfirm: 'Yes, cancel it', cancelKeep: 'Keep my subscription', resume: 'Resume the subscription', accessUntil: (date: string) => `Cancelled: you keep access until ${date}.`,
    opens: /^Also in your plan, which opens all \d+ courses$/, progress: (done: number, total: number) => `${done} of ${total} lessons done`, continue: /^Continue: /,
    certificate: 'Download the certificate (PDF)', complete: 'You have finished every lesson of this course.', start: 'Start the course',
    review: 'Payment received: we are checking it',
    renewing: /You have a course subscription that renews/, deleted: 'Your account has been deleted. Thank you for travelling with us.',
    certificateFile: /filename="knots-and-rope-work-certificate\.pdf"/, declined: 'Your card was declined.', cancel: 'Cancel the subscription', cancelled: /^Cancelled: you keep access until/,
  },
  es: {
    courses: '/es/cursos', account: '/es/mi-cuenta', search: 'Buscar cursos', query: 'nudos cuerda', courseTitle: 'Nudos y manejo de cuerda',
    count: '1 curso', level: 'Nivel', advanced: 'Avanzado', buy: /^Comprar este curso por/, signInFirst: 'Inicia sesión primero.',
    email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión', signedInAs: (e: string) => `Sesión iniciada como ${e}`,
    card: { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: 'CVC', holder: 'Titular de la tarjeta' }, pay: /^Pagar .*€$/, paid: 'Pago recibido',
    monthly: 'Elegir Suscripción mensual', locked: 'Esta lección forma parte del curso completo.', resumed: /Continúa en 0:0[4-6]/,
    markDone: 'Marcar como hecha', done: 'Hecha', playPreview: /^Reproducir la muestra \d+:\d\d$/, notifyEmail: 'Correo electrónico', notify: 'Avísame', notOnSale: 'Este curso aún no está a la venta.',
    comingSoonCourse: '/es/cursos/10/tecnicas-de-via-ferrata', otherCourse: '/es/cursos/15/maniobras-a-vela',
    deleteConfirm: 'Escribe el correo de esta cuenta para confirmar', deleteAccount: 'Eliminar mi cuenta definitivamente',
    plans: { 'Suscripción mensual': 'Cancela cuando quieras en Mi cuenta: sin más cobros, con acceso hasta el final del periodo pagado', 'Suscripción anual': 'Cancela cuando quieras en Mi cuenta: sin más cobros, con acceso hasta el final del periodo pagado', 'Acceso de por vida': 'Un solo pago, sin renovaciones' },
    intro: (lessons: number) => `${lessons} tutoriales en vídeo de nuestros guías`, allLessons: (lessons: number) => `Todos los cursos y sus ${lessons} lecciones`,
    renewsEvery: (price: string) => ({ monthly: `${price} hoy y después cada mes hasta que la canceles`, annual: `${price} hoy y después cada año hasta que la canceles` }),
    saving: (months: number, percent: number) => `${months} meses gratis frente al plan mensual: ahorras un ${percent} %`,
    termsHeading: 'Tu suscripción', perMonth: (price: string) => `${price} al mes`, renewsMonthly: 'Se renueva automáticamente cada mes hasta que la canceles.',
    nextCharge: (price: string, date: string) => `Próximo cobro: ${price} el ${date}`, howToCancel: /^Cancela cuando quieras en Mi cuenta, en Cursos: no se te volverá a cobrar/,
    once: 'Un solo pago: no se renueva.', receiptRenews: 'Se renueva automáticamente cada mes hasta que la canceles.', receiptSubject: 'Tu suscripción está activa: Suscripción mensual',
    renewsOn: (date: string, price: string) => `Suscripción mensual: se renueva el ${date} por ${price}`,
    cancelTitle: '¿Cancelar tu Suscripción mensual?', cancelBody: (date: string) => `Mantienes el acceso a todos los cursos hasta el ${date}`,
    cancelConfirm: 'Sí, cancelarla', cancelKeep: 'Mantener mi suscripción', resume: 'Reanudar la suscripción', accessUntil: (date: string) => `Cancelada: mantienes el acceso hasta el ${date}.`,
    opens: /^También en tu plan, que abre los \d+ cursos$/, progress: (done: number, total: number) => `${done} de ${total} lecciones hechas`, continue: /^Continuar: /,
    certificate: 'Descargar el certificado (PDF)', complete: 'Has terminado todas las lecciones de este curso.', start: 'Empezar el curso',
    review: 'Pago recibido: lo estamos revisando',
    renewing: /Tienes una suscripción a los cursos que se renueva/, deleted: 'Tu cuenta se ha eliminado. Gracias por viajar con nosotros.',
    certificateFile: /filename="nudos-y-manejo-de-cuerda-certificado\.pdf"/, declined: 'Tu tarjeta ha sido rechazada.', cancel: 'Cancelar la suscripción', cancelled: /^Cancelada: mantienes el acceso hasta el/,
  },
} as const;

export type T = (typeof texts)[keyof typeof texts];

const locales = { en: 'en-GB', es: 'es-ES' } as const;
/** A price and a date as the shop writes them (lib/format.ts), computed here from the data. */
export const euros = (cents: number, lang: 'en' | 'es') =>
  new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR', useGrouping: 'always', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
export const longDate = (at: Date | string, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(at));

/** The test provider's signature header for an event, as its server sends it (secret derived from the service key). */
export function signedByTestProvider(body: string): string {
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!serviceKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY must be set (npm run test:e2e sets it).');
  const secret = process.env.TEST_PAYMENTS_WEBHOOK_SECRET?.trim() || createHmac('sha256', serviceKey).update('test-payments-webhook').digest('hex');
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Signs a new learner in through the account page; their user id and e-mail address. */
export async function signIn(page: Page, t: T, lang: 'en' | 'es'): Promise<{ userId: string; email: string }> {
  const email = newAddress(`courses-${lang}`);
  const userId = await confirmedAccount(email, 'course-pass-1234', lang);
  await page.goto(t.account);
  const main = page.getByRole('main');
  await main.getByLabel(t.email).fill(email, { timeout: 30_000 });
  await main.getByLabel(t.password).fill('course-pass-1234');
  await main.getByRole('button', { name: t.signIn }).click();
  await expect(main.getByText(t.signedInAs(email))).toBeVisible();
  return { userId, email };
}

export async function payWithCard(page: Page, t: T, outcome: 'paid' | 'review' = 'paid', card = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel(t.card.number).fill(card);
  await page.getByLabel(t.card.expiry).fill('12/34');
  await page.getByLabel(t.card.cvc).fill('123');
  await page.getByLabel(t.card.holder).fill('Ana Tester');
  await page.getByRole('button', { name: t.pay }).click();
  if (card !== '4242 4242 4242 4242') return;
  const result = page.getByTestId(outcome === 'paid' ? 'course-paid' : 'course-payment-review');
  await expect(result).toHaveText(outcome === 'paid' ? t.paid : t.review);
  // The outcome replaces the form at the same address: the learner starts at it, not where the form was scrolled to.
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
}

/** Plays the video for a moment and tells how far it got. */
export async function playFor(page: Page, seconds: number): Promise<number> {
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await page.waitForTimeout(seconds * 1000);
  return video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
}
