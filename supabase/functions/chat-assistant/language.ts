import type { Lang } from './catalogue.ts';

/**
 * The language a message is written in, when it is clearly one of the two: "¿puedo cancelar?" on the English site is
 * answered in Spanish. Counted from words only one of the languages uses (and Spanish's opening marks and letters);
 * a message that mixes them, names a place or is a single ambiguous word ("Kilimanjaro", "hola" aside) keeps the
 * page's language.
 */
const SPANISH = new Set(
  ('que como cuando donde cual cuanto cuantos cuanta puedo puede podemos quiero queremos necesito hay tiene tienen ' +
    'el los las una unos unas del al para por con sin mi mis es son esta estan este estos pero tambien muy mas ' +
    'viaje viajes reserva reservar cancelar cancelo cancelacion anular pagar pago plazo deposito senal resto ' +
    'salida salidas fecha fechas precio seguro visado llevar hola gracias buenas dias semana nivel facil barato ' +
    'quiere gastos devolucion te nos se lo le').split(' '),
);
const ENGLISH = new Set(
  ('the what how when where which can could do does did is are was my your our you we i it this that these those ' +
    'with without for from about need want would will trip trips book booking cancel cancellation refund pay ' +
    'payment deposit balance due date dates price insurance visa pack bring hello thanks thank please much many ' +
    'of to and or any there have has get').split(' '),
);

export function messageLanguage(message: string): Lang | null {
  const folded = message.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = folded.split(/[^a-zñ]+/).filter(Boolean);
  let es = /[¿¡ñ]|[áéíóú]/i.test(message) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    if (SPANISH.has(word)) es++;
    if (ENGLISH.has(word)) en++;
  }
  if (es >= 2 && es >= 3 * en) return 'es';
  if (en >= 2 && en >= 3 * es) return 'en';
  return null;
}

/** The language of the answer: the message's when it is clear, else the page's. */
export function answerLanguage(message: string, pageLanguage: Lang): Lang {
  return messageLanguage(message) ?? pageLanguage;
}
