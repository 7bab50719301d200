import fc from 'fast-check';
import { cardSchema, checkoutSchema, holdSchema } from '../../lib/booking/schema';
import { giftVoucherSchema } from '../../lib/forms/gift-voucher';
import { waitlistSchema } from '../../lib/booking/waitlist-schema';
import { inquirySchema } from '../../lib/forms/inquiry';
import { anyJson, encode, nasty, notAnEmail, notJson, segment, unknownId } from './inputs';

/**
 * Every endpoint the fuzz tests attack, as data: add one entry per new route handler, server action, rpc or auth
 * route. Each entry makes requests that are malformed for that endpoint; a request that could succeed (store a row,
 * sign someone up) must never be generated.
 */
export interface FuzzRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FuzzContext {
  anonKey: string;
  /** The Next-Action id of a server action in the build under test. */
  actionId(name: string): string;
  /** A marker the shop's forms carry in a field the fuzzer did not spoil, so a stored row would be found. */
  marker: string;
}

export type EndpointKind = 'route handler' | 'server action' | 'page' | 'rpc' | 'auth' | 'rest';

export interface Endpoint {
  name: string;
  on: 'shop' | 'backend';
  kind: EndpointKind;
  requests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest>;
  /** A server action answers a well-formed call with invalid values with its own refusal (200), not a 4xx. */
  refusal?: RegExp;
  /** GoTrue's e-mail link answers a bad token with a 303 carrying the error (the browser lands on the site). */
  redirectsWithError?: boolean;
  /** The shop's e-mail link route answers a bad link with a 303 to a page whose address says so. */
  redirectsTo?: RegExp;
}

const query = (entries: [string, string][]) => entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
export const json = (value: unknown) => JSON.stringify(value);
const oneOf = <T>(...items: fc.Arbitrary<T>[]) => fc.oneof(...items);

// ---------------------------------------------------------------- the shop

const SEARCH_FIELDS = ['q', 'activity', 'destination', 'price', 'duration', 'month', 'level', 'group', 'sort', 'page'];

/** One search parameter spoiled: a value its schema refuses, a control character, an unknown key or no language. */
const badSearch = oneOf(
  fc.tuple(fc.constantFrom(...SEARCH_FIELDS.slice(1)), nasty).map(([key, value]) => [['lang', 'en'], [key, `${value}x!`]] as [string, string][]),
  fc.tuple(fc.constantFrom(...SEARCH_FIELDS), nasty).map(([key, value]) => [['lang', 'en'], [key, `${value}\u0000`]] as [string, string][]),
  fc.constant([['lang', 'en'], ['q', 'a'.repeat(201)]] as [string, string][]),
  nasty.map((value) => [['lang', `${value}~`]] as [string, string][]),
  fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), nasty).map(([key, value]) => [['lang', 'es'], [`x${key}`, value]] as [string, string][]),
);

const badRandomTrip = oneOf(
  fc.tuple(fc.constantFrom('activity', 'country', 'maxPrice', 'exclude'), nasty).map(([key, value]) => [['lang', 'en'], [key, `${value}x`]] as [string, string][]),
  fc.integer({ min: 1_000_001, max: 2_000_000_000 }).map((price) => [['lang', 'en'], ['maxPrice', String(price)]] as [string, string][]),
  fc.constant([['lang', 'en'], ['exclude', '1,2,3,4,5,6']] as [string, string][]),
  nasty.map((value) => [['lang', `${value}~`]] as [string, string][]),
);

const inquiryFields = {
  tripId: 1,
  departureId: null,
  name: 'Fuzz',
  email: 'fuzz@example.com',
  phone: '',
  message: 'Fuzz',
  lang: 'en',
};

/** A well-formed call whose values the inquiry schema refuses: one field of the wrong type or out of bounds. */
const badInquiry = (marker: string) =>
  fc
    .tuple(
      fc.constantFrom('tripId', 'departureId', 'name', 'email', 'phone', 'message', 'lang'),
      oneOf(anyJson, fc.constant(''), fc.constant('x'.repeat(6000)), fc.constant(-1)),
    )
    .map(([field, value]) => ({ ...inquiryFields, name: `Fuzz ${marker}`, message: `Fuzz ${marker}`, [field]: value }))
    .filter((values) => !inquirySchema.safeParse(values).success)
    // With the form's spam-check data as a person's browser sends it, so the schema is what refuses the call.
    .map((values) => json([values, { trap: '', ticket: '' }]));

/** A booking form's values with one field spoiled, kept only when the form's own schema refuses them. */
export function spoiled(base: Record<string, unknown>, schema: { safeParse(v: unknown): { success: boolean } }) {
  return fc
    .tuple(fc.constantFrom(...Object.keys(base)), oneOf(anyJson, fc.constant(''), fc.constant('x'.repeat(6000)), fc.constant(-1), fc.constant(0)))
    .map(([field, value]) => ({ ...base, [field]: value }))
    .filter((values) => !schema.safeParse(values).success);
}

const holdFields = { departureId: 1, places: 2 };
const waitlistFields = { departureId: 1, places: 2, email: 'fuzz@example.com' };
const checkoutFields = {
  firstName: 'Fuzz', lastName: 'Fuzz', company: '', country: 'ES', streetAddress: 'Calle 1', apartment: '', postalCode: '',
  city: 'Madrid', province: 'Madrid', phone: '+34 600 000 000', email: 'fuzz@example.com', orderNotes: '',
  travellers: [{ firstName: 'Fuzz', lastName: 'Fuzz' }], paymentOption: 'full', acceptsTerms: true,
};
const cardFields = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholder: 'Fuzz' };
// The purchase form's values and its schema with gift_voucher_limits() as the seed states them: every request below
// is one the form's schema, and so the server action, refuses (no voucher is ever recorded).
const voucherFields = { amount: 50, email: 'fuzz@example.com', recipientName: '', message: '', lang: 'en' };
const voucherSchema = giftVoucherSchema({ minCents: 2500, maxCents: 200000, stepCents: 100, nameMaxLength: 80, messageMaxLength: 300, cardMinCents: 100 });
const someVoucher = { id: '00000000-0000-4000-8000-000000000000', key: 'f'.repeat(64) };

export function action(ctx: FuzzContext, name: string, body: string, origin?: string, path = '/en/travel/1/annapurna-sanctuary-trek'): FuzzRequest {
  return {
    method: 'POST',
    path,
    headers: { 'next-action': ctx.actionId(name), 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', ...(origin ? { origin } : {}) },
    body,
  };
}

/** A multipart body of the given parts (a part with a filename is a file), framed by `boundary`. */
function multipart(boundary: string, parts: { name: string; value: string; filename?: string; type?: string }[]): string {
  const part = ({ name, value, filename, type }: { name: string; value: string; filename?: string; type?: string }) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n` +
    `${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`;
  return `${parts.map(part).join('')}--${boundary}--\r\n`;
}

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
/** What a photo upload can carry that no photo is: text, markup, a GIF's or a PDF's first bytes, or nothing. */
const notAPhoto = fc.oneof(
  nasty,
  fc.constantFrom('GIF89a\u0001\u0000\u0001\u0000', '%PDF-1.7\n', '<svg xmlns="http://www.w3.org/2000/svg"/>', '\u00ff\u00d8\u00ff garbage', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', ''),
);
const photoUpload = (body: string, boundary = 'fuzzboundary', extra: Record<string, string> = {}): FuzzRequest => ({
  method: 'POST',
  path: '/api/reviews/photos',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...extra },
  body,
});

/** Uploads no invitation can take: an unknown or malformed key, a part missing or of the wrong kind, not multipart,
 * broken framing, over the size limit, or from another site. */
const badPhotoUploads = oneOf<FuzzRequest>(
  fc.tuple(hex64, notAPhoto, fc.constantFrom('photo.jpg', 'x.png', 'a.webp', '../../etc/passwd', ''), fc.constantFrom('image/jpeg', 'image/gif', 'text/plain', 'application/pdf'))
    .map(([key, value, filename, type]) => photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }, { name: 'photo', value, filename, type }]))),
  fc.tuple(nasty, notAPhoto).map(([key, value]) => photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }, { name: 'photo', value, filename: 'p.jpg', type: 'image/jpeg' }]))),
  fc.tuple(hex64, nasty).map(([key, value]) => photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }, { name: 'photo', value }]))),
  hex64.map((key) => photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }]))),
  fc.tuple(nasty, fc.constantFrom('application/json', 'text/plain', 'image/jpeg', 'application/x-www-form-urlencoded', 'multipart/form-data', ''))
    .map(([body, type]) => ({ method: 'POST', path: '/api/reviews/photos', headers: { 'content-type': type }, body })),
  fc.tuple(hex64, nasty).map(([key, value]) => photoUpload(multipart('other', [{ name: 'key', value: key }, { name: 'photo', value, filename: 'p.jpg' }]))),
  fc.tuple(hex64, fc.constantFrom(8 * 1024 * 1024 + 70_000, 9 * 1024 * 1024)).map(([key, size]) =>
    photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }, { name: 'photo', value: '\u00ff\u00d8\u00ff'.padEnd(size, 'x'), filename: 'huge.jpg', type: 'image/jpeg' }]))),
  fc.tuple(hex64, fc.webUrl()).map(([key, origin]) =>
    photoUpload(multipart('fuzzboundary', [{ name: 'key', value: key }, { name: 'photo', value: 'x', filename: 'p.jpg' }]), 'fuzzboundary', { origin: new URL(origin).origin })),
  fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH').map((method) => ({ method, path: '/api/reviews/photos' })),
);

export const SHOP_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/search',
    on: 'shop',
    kind: 'route handler',
    requests: () => badSearch.map((params) => ({ method: 'GET', path: `/api/search?${query(params)}` })),
  },
  {
    name: 'GET /api/trips/random',
    on: 'shop',
    kind: 'route handler',
    requests: () => badRandomTrip.map((params) => ({ method: 'GET', path: `/api/trips/random?${query(params)}` })),
  },
  {
    name: 'GET /api/trips/{id}/availability',
    on: 'shop',
    kind: 'route handler',
    requests: () => unknownId.map((id) => ({ method: 'GET', path: `/api/trips/${id}/availability` })),
  },
  {
    name: 'GET /api/texts/{lang}/{set}',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      oneOf<[string, string]>(
        fc.tuple(segment.filter((s) => s !== 'en' && s !== 'es'), fc.constantFrom('auth', 'search')),
        fc.tuple(fc.constantFrom('en', 'es'), segment.filter((s) => s !== 'auth' && s !== 'search')),
      ).map(([lang, set]) => ({ method: 'GET', path: `/api/texts/${lang}/${set}` })),
  },
  {
    name: 'GET /api/trips/{id}/reviews/{page}',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      oneOf(
        fc.tuple(unknownId, oneOf(segment, fc.nat().map(String))),
        fc.tuple(fc.constantFrom('1', '2', '3'), oneOf(segment.filter((s) => !/^[1-9]\d*$/.test(s)), fc.integer({ min: 1000, max: 999_999_999 }).map(String))),
      ).map(([id, page]) => ({ method: 'GET', path: `/api/trips/${id}/reviews/${page}` })),
  },
  {
    name: 'POST /api/reviews/photos (a photo for a review being written)',
    on: 'shop',
    kind: 'route handler',
    requests: () => badPhotoUploads,
  },
  {
    name: 'POST /api/revalidate',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      fc.tuple(nasty, oneOf(notJson, anyJson.map(json))).map(([secret, body]) => ({
        method: 'POST',
        path: '/api/revalidate',
        headers: { authorization: `Bearer fuzz-${encode(secret)}`, 'content-type': 'application/json' },
        body,
      })),
  },
  {
    name: 'POST /api/payments/webhook',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      fc.tuple(nasty, oneOf(notJson, anyJson.map(json))).map(([signature, body]) => ({
        method: 'POST',
        path: '/api/payments/webhook',
        // Never signed with the secret: an unsigned or forged event must be refused and change nothing.
        headers: { 'x-test-payments-signature': `t=1,v1=${encode(signature)}`, 'stripe-signature': `t=1,v1=${encode(signature)}`, 'content-type': 'application/json' },
        body,
      })),
  },
  {
    name: 'GET /api/cron/{job}',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      fc.tuple(oneOf(fc.constantFrom('frequent', 'daily'), segment), nasty).map(([job, secret]) => ({
        method: 'GET',
        path: `/api/cron/${encode(job)}`,
        headers: { authorization: `Bearer fuzz-${encode(secret)}` },
      })),
  },
  {
    name: 'GET /{lang}/travel/{id}/{slug}/notes.pdf and opengraph-image',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      fc.tuple(fc.constantFrom('en', 'es'), unknownId, segment, fc.constantFrom('notes.pdf', 'opengraph-image')).map(([lang, id, slug, file]) => ({
        method: 'GET',
        path: `/${lang}/travel/${id}/${slug}/${file}`,
      })),
  },
  {
    name: 'pages: unknown paths and methods',
    on: 'shop',
    kind: 'page',
    requests: () =>
      oneOf(
        fc.tuple(fc.constantFrom('en', 'es'), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([lang, parts]) => ({
          method: 'GET',
          path: `/${lang}/zz/${parts.join('/')}`,
        })),
        fc.tuple(
          fc.constantFrom('PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND'),
          fc.constantFrom('/en', '/es/contacto', '/en/travel/1/x', '/es/tarjetas-regalo', '/en/payment/gift-voucher', '/es/payment/gift-voucher/success'),
        ).map(
          ([method, path]) => ({ method, path }),
        ),
      ),
  },
  {
    name: 'server action sendInquiry',
    on: 'shop',
    kind: 'server action',
    refusal: /"ok":false,"reason":"invalid"/,
    requests: (ctx) =>
      oneOf(
        notJson.map((body) => action(ctx, 'sendInquiry', body)),
        anyJson.filter((value) => !Array.isArray(value)).map((value) => action(ctx, 'sendInquiry', json(value))),
        fc.constantFrom('["$@1"]', '["$F1"]', '[{"a":"$K1"}]', '["$Q2"]').map((body) => action(ctx, 'sendInquiry', body)),
        badInquiry(ctx.marker).map((body) => action(ctx, 'sendInquiry', body)),
        fc.webUrl().map((origin) => action(ctx, 'sendInquiry', json([{ ...inquiryFields, name: `Fuzz ${ctx.marker}` }]), new URL(origin).origin)),
      ),
  },
  {
    name: 'server action holdPlacesAction (book page)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) => {
      const book = (body: string) => action(ctx, 'holdPlacesAction', body, undefined, '/en/travel/1/annapurna-sanctuary-trek/book');
      return oneOf(
        spoiled(holdFields, holdSchema).map((values) => book(json([values, 'en', 1]))),
        nasty.map((lang) => book(json([holdFields, `${lang}~`, 1]))),
        anyJson.filter((tripId) => !(Number.isSafeInteger(tripId) && (tripId as number) > 0)).map((tripId) => book(json([holdFields, 'en', tripId]))),
        notJson.map(book),
      );
    },
  },
  {
    name: 'server action joinWaitlistAction (book page: the waitlist of a sold-out departure)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) => {
      const book = (body: string) => action(ctx, 'joinWaitlistAction', body, undefined, '/en/travel/1/annapurna-sanctuary-trek/book');
      return oneOf(
        spoiled(waitlistFields, waitlistSchema).map((values) => book(json([values, 'en']))),
        nasty.map((lang) => book(json([waitlistFields, `${lang}~`]))),
        notJson.map(book),
      );
    },
  },
  {
    name: 'GET /{lang}/waitlist with a key that opens nothing',
    on: 'shop',
    kind: 'page',
    // The entry's page, like the review page, says so in the visitor's language (a personal page, never cached).
    refusal: /This waitlist link is not valid\.|Este enlace de lista de espera no es válido\./,
    requests: () =>
      fc.tuple(fc.constantFrom('/en/waitlist', '/es/lista-de-espera'), oneOf(nasty, fc.nat().map((n) => n.toString(16).padStart(64, '0')))).map(([path, key]) => ({
        method: 'GET',
        path: `${path}?key=${encode(key)}`,
      })),
  },
  {
    name: 'server action saveDetailsAction (checkout)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      oneOf(
        spoiled(checkoutFields, checkoutSchema).map((values) => json(['BK-FUZZ00', 'fuzz-key', values, 'en'])),
        fc.tuple(anyJson, anyJson).map(([reference, key]) => json([reference, key, { ...checkoutFields, email: 'not an address' }, 'en'])),
      ).map((body) => action(ctx, 'saveDetailsAction', body, undefined, '/en/checkout')),
  },
  {
    name: 'server action applyCodeAction (checkout: promotion code, gift voucher)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      oneOf(
        fc.tuple(anyJson, anyJson).map(([reference, key]) => json(['promotion', reference === 'BK-FUZZ00' ? 'x' : reference, key, 'en', { error: null }, 'WELCOME10'])),
        nasty.map((kind) => json([`${kind}~`, 'BK-FUZZ00', 'fuzz-key', 'en', { error: null }, 'WELCOME10'])),
        nasty.map((lang) => json(['voucher', 'BK-FUZZ00', 'fuzz-key', `${lang}~`, { error: null }, 'GV-2222-2222-2222'])),
      ).map((body) => action(ctx, 'applyCodeAction', body, undefined, '/en/checkout')),
  },
  {
    name: 'GET /{lang}/gift-vouchers/voucher.pdf (the e-mail link)',
    on: 'shop',
    kind: 'route handler',
    requests: () =>
      fc.tuple(fc.constantFrom('/en/gift-vouchers', '/es/tarjetas-regalo'), oneOf(nasty, fc.uuid()), oneOf(nasty, fc.stringMatching(/^[0-9a-f]{64}$/))).map(
        ([base, voucher, key]) => ({ method: 'GET', path: `${base}/voucher.pdf?${query([['voucher', voucher], ['key', key]])}` }),
      ),
  },
  {
    name: 'server action createGiftVoucherAction (gift voucher purchase)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      oneOf(
        spoiled(voucherFields, voucherSchema).map((values) => json([values])),
        anyJson.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)).map((value) => json([value])),
      ).map((body) => action(ctx, 'createGiftVoucherAction', body, undefined, '/en/gift-vouchers')),
  },
  {
    name: 'server action payGiftVoucherAction (gift voucher payment)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      oneOf(
        spoiled(cardFields, cardSchema).map((values) => json([someVoucher.id, someVoucher.key, 'en', values])),
        fc.tuple(anyJson, anyJson).map(([voucher, key]) => json([voucher === someVoucher.id ? 'x' : voucher, key, 'en', cardFields])),
      ).map((body) => action(ctx, 'payGiftVoucherAction', body, undefined, '/en/payment/gift-voucher')),
  },
  {
    name: 'server action startGiftVoucherCheckoutAction (gift voucher, hosted page)',
    on: 'shop',
    kind: 'server action',
    // With the test provider (the browser tests'), a hosted page is refused before anything is read.
    refusal: /"error":"(invalid|not_configured)"/,
    requests: (ctx) =>
      fc.tuple(anyJson, anyJson, oneOf(nasty, fc.constant('en'))).map(([voucher, key, lang]) =>
        action(ctx, 'startGiftVoucherCheckoutAction', json([voucher, key, lang]), undefined, '/en/payment/gift-voucher'),
      ),
  },
  {
    name: 'server action removeReviewPhotoAction (review page)',
    on: 'shop',
    kind: 'server action',
    refusal: /"ok":false,"error":"(not_found|invalid)"/,
    requests: (ctx) =>
      oneOf(
        fc.tuple(anyJson, anyJson).map(([key, id]) => json([key, id])),
        fc.tuple(hex64, oneOf(fc.uuid(), nasty)).map(([key, id]) => json([key, id])),
      ).map((body) => action(ctx, 'removeReviewPhotoAction', body, undefined, '/en/review')),
  },
  {
    name: 'server action moderateReviewPhotoAction (moderation page)',
    on: 'shop',
    kind: 'server action',
    refusal: /"ok":false,"error":"(not_found|invalid)"/,
    requests: (ctx) =>
      oneOf(
        fc.tuple(anyJson, anyJson, anyJson, anyJson).map((args) => json(args)),
        fc.tuple(fc.integer({ min: 1, max: 1000 }), hex64, fc.uuid(), fc.boolean()).map((args) => json(args)),
      ).map((body) => action(ctx, 'moderateReviewPhotoAction', body, undefined, '/en/review/moderate')),
  },
  {
    name: 'server action payWithTestCardAction (payment)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      spoiled(cardFields, cardSchema).map((values) => action(ctx, 'payWithTestCardAction', json(['BK-FUZZ00', null, 'en', values]), undefined, '/en/payment')),
  },
];

// ---------------------------------------------------------------- the backend

/** Every rpc of schema public with its arguments (trigger functions are not callable). */
export const RPCS: Record<string, string[]> = {
  account_has_open_bookings: [],
  account_has_renewing_subscription: [],
  add_review_photo: ['key', 'photo_id', 'width', 'height'],
  apply_gift_voucher: ['reference', 'key', 'code'],
  apply_promotion_code: ['reference', 'key', 'code'],
  apply_subscription_event: ['provider', 'event_id', 'subscription_reference', 'type', 'occurred_at', 'period_end', 'account_links'],
  booking_payment_request: ['reference'],
  cancel_booking: ['reference', 'expected_refund_cents', 'site_url'],
  chat_common_cancellation_fees: [],
  chat_common_deposit: [],
  chat_common_sentence: ['p_lang', 'p_pattern'],
  chat_faqs_about: ['p_lang', 'p_pattern', 'p_limit'],
  chat_summary: ['p_kind', 'p_lang', 'p_pattern', 'p_limit'],
  chat_summaries_forget: [],
  chat_trips_excluding: ['p_lang', 'p_pattern', 'p_limit'],
  chat_trips_titled: ['p_text', 'p_limit'],
  claim_email_outbox: ['batch_size', 'lease_seconds'],
  claim_guest_bookings: [],
  confirm_course_order: ['order_id', 'provider', 'provider_reference', 'idempotency_key', 'amount_cents', 'currency', 'subscription_reference', 'period_end', 'account_links'],
  confirm_gift_voucher: ['voucher_id', 'provider', 'provider_reference', 'idempotency_key', 'amount_cents', 'currency', 'document_links'],
  confirm_payment: ['booking_id', 'provider', 'provider_reference', 'idempotency_key', 'amount_cents', 'currency', 'site_url'],
  confirm_waitlist_entry: ['key'],
  create_gift_voucher: ['amount_cents', 'buyer_email', 'recipient_name', 'message', 'lang'],
  course_access: ['course_id'],
  course_lesson_video: ['lesson_id'],
  course_order_request: ['order_id'],
  delete_my_account: [],
  departure_held_places: ['p_departure_id'],
  departure_minimum: ['departure_minimum', 'trip_minimum', 'capacity'],
  expire_booking_holds: [],
  fail_refund: ['refund_id', 'reason'],
  find_trips: ['p_lang', 'p_query', 'p_activity_id', 'p_country_id', 'p_price', 'p_duration', 'p_month', 'p_level', 'p_group_type', 'p_sort', 'p_page', 'p_page_size'],
  finish_email: ['id', 'claim_token', 'error'],
  get_booking: ['reference', 'key'],
  get_booking_page: ['reference', 'key'],
  get_review_for_moderation: ['review_id', 'key'],
  get_review_invitation: ['key'],
  gift_voucher_balance_of: ['code'],
  gift_voucher_document: ['voucher_id', 'key'],
  get_waitlist_entry: ['key'],
  gift_voucher_limits: [],
  gift_voucher_purchase: ['voucher_id', 'key'],
  hold_places: ['departure_id', 'places', 'lang', 'client_key', 'user_id'],
  join_waitlist: ['departure_id', 'email', 'places', 'lang', 'site_url'],
  leave_waitlist: ['key'],
  lesson_video_url: ['p_lesson_id'],
  merge_favorites: ['trip_ids'],
  moderate_review: ['review_id', 'key', 'decision'],
  moderate_review_photo: ['review_id', 'key', 'photo_id', 'rejected'],
  new_booking_reference: [],
  new_voucher_code: [],
  queue_balance_reminders: ['site_url'],
  queue_review_invitations: ['site_url'],
  queue_traveller_reminders: ['site_url'],
  random_trip: ['lang', 'activity', 'country', 'max_price_cents', 'exclude'],
  record_refund: ['provider', 'provider_refund_id', 'payment_reference', 'amount_cents', 'currency', 'status', 'site_url', 'refund_id'],
  refresh_trip_prices: [],
  release_hold: ['reference', 'key'],
  remove_gift_voucher: ['reference', 'key'],
  remove_promotion_code: ['reference', 'key'],
  remove_review_photo: ['key', 'photo_id'],
  request_course_notification: ['client_key', 'course_id', 'email', 'lang', 'user_id'],
  save_booking_details: ['reference', 'key', 'billing', 'travellers', 'payment_option', 'accepts_terms'],
  save_lesson_progress: ['lesson_id', 'position_seconds', 'done'],
  read_search_query: ['p_lang', 'p_query'],
  save_traveller_details: ['reference', 'key', 'travellers'],
  search_trips: ['p_lang', 'p_query', 'p_activity_id', 'p_country_id', 'p_price', 'p_duration', 'p_month', 'p_level', 'p_group_type', 'p_sort', 'p_page', 'p_page_size',
    'p_country_ids', 'p_activity_ids', 'p_months', 'p_level_min', 'p_level_max', 'p_days_min', 'p_days_max', 'p_price_min_cents', 'p_price_max_cents'],
  set_favorite: ['trip_id', 'saved'],
  start_course_order: ['plan_id', 'lang'],
  submit_contact_message: ['client_key', 'name', 'email', 'message', 'phone', 'subject', 'accepts_terms', 'wants_news', 'wants_giveaway', 'lang', 'user_id'],
  submit_inquiry: ['client_key', 'trip_id', 'name', 'email', 'message', 'departure_id', 'phone', 'lang', 'user_id'],
  submit_private_adventure_request: ['client_key', 'name', 'email', 'accepts_terms', 'adults', 'children', 'flexibility', 'date_from', 'date_to', 'start_month', 'surprise_me', 'destination', 'activity_id', 'trip_id', 'level', 'budget_band', 'message', 'phone', 'wants_news', 'wants_giveaway', 'lang', 'user_id'],
  submit_review: ['key', 'rating', 'title', 'body', 'author_name', 'lang', 'site_url'],
  sweep_gift_vouchers: [],
  sweep_rate_limits: [],
  sweep_waitlists: [],
  take_rate_limit: ['bucket', 'max_hits', 'per_seconds'],
  test_provider_refund: ['charge_id', 'amount_cents', 'idempotency_key', 'refund_id'],
  toggle_favorite: ['trip_id'],
  trip_effective_price_cents: ['price_cents', 'discount_percent'],
  trip_places: ['trip_id'],
  trip_waitlists: ['trip_id'],
  unsent_refunds: ['older_than_seconds'],
  waitlist_checkout: ['key'],
};

const apiHeaders = (ctx: FuzzContext, extra: Record<string, string> = {}) => ({
  apikey: ctx.anonKey,
  authorization: `Bearer ${ctx.anonKey}`,
  'content-type': 'application/json',
  ...extra,
});

/**
 * Arguments that no call can succeed with: every argument of the function from anything, then one poison that
 * PostgreSQL or the API refuses whatever the rest is (a NUL character, an unknown argument, a number no int holds).
 */
const poisonedArgs = (args: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(args.map((a) => [a, anyJson])) as Record<string, fc.Arbitrary<unknown>>),
      fc.constantFrom('nul', 'unknown', 'overflow'),
      fc.nat(),
    )
    .map(([values, poison, pick]) => {
      const target = args[pick % Math.max(args.length, 1)];
      if (poison === 'unknown' || !target) return { ...values, [`fuzz_${pick}`]: 1 };
      return { ...values, [target]: poison === 'nul' ? `x\u0000${pick}` : 2 ** 31 + pick };
    });

function rpcEndpoint(name: string, args: string[]): Endpoint {
  return {
    name: `rpc ${name}`,
    on: 'backend',
    kind: 'rpc',
    requests: (ctx) =>
      oneOf(
        poisonedArgs(args).map((body) => ({ method: 'POST', path: `/rest/v1/rpc/${name}`, headers: apiHeaders(ctx), body: json(body) })),
        notJson.filter((t) => t.trim() !== '').map((body) => ({ method: 'POST', path: `/rest/v1/rpc/${name}`, headers: apiHeaders(ctx), body })),
        poisonedArgs(args).map((body) => ({
          method: 'GET',
          path: `/rest/v1/rpc/${name}?${query(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : json(v)]))}`,
          headers: apiHeaders(ctx),
        })),
        fc.constantFrom('PUT', 'PATCH', 'DELETE').map((method) => ({ method, path: `/rest/v1/rpc/${name}`, headers: apiHeaders(ctx), body: '{}' })),
      ),
  };
}

const authPost = (ctx: FuzzContext, path: string, body: string, extra: Record<string, string> = {}): FuzzRequest => ({
  method: 'POST',
  path: `/auth/v1${path}`,
  headers: apiHeaders(ctx, extra),
  body,
});

/** A body that is not JSON, not an object, or an object with the field given a value it refuses. */
const authBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  oneOf(notJson.filter((t) => t.trim() !== ''), anyJson.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map(json), fc.record(fields).map(json));

export const BACKEND_ENDPOINTS: Endpoint[] = [
  ...Object.entries(RPCS).map(([name, args]) => rpcEndpoint(name, args)),
  {
    name: 'POST /auth/v1/signup',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) =>
      oneOf(
        authBody({ email: notAnEmail, password: nasty }),
        authBody({ email: fc.nat().map((n) => `fuzz${n}@example.com`), password: fc.string({ maxLength: 5 }) }),
        authBody({ email: anyJson.filter((v) => typeof v !== 'string'), password: fc.constant('long-enough-password') }),
      ).map((body) => authPost(ctx, '/signup', body)),
  },
  {
    name: 'POST /auth/v1/token',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) =>
      oneOf(
        authBody({ email: oneOf(notAnEmail, fc.nat().map((n) => `nobody${n}@example.invalid`)), password: nasty }).map((body) =>
          authPost(ctx, '/token?grant_type=password', body),
        ),
        authBody({ refresh_token: nasty }).map((body) => authPost(ctx, '/token?grant_type=refresh_token', body)),
        nasty.map((grant) => authPost(ctx, `/token?grant_type=${encode(`${grant}~`)}`, '{}')),
      ),
  },
  {
    name: 'POST /auth/v1/verify',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) =>
      authBody({ type: oneOf(nasty, fc.constantFrom('signup', 'recovery', 'email')), token: nasty, token_hash: nasty, email: notAnEmail }).map((body) =>
        authPost(ctx, '/verify', body),
      ),
  },
  {
    name: 'GET /auth/v1/verify (the e-mail link)',
    on: 'backend',
    kind: 'auth',
    redirectsWithError: true,
    requests: () =>
      fc.tuple(nasty, oneOf(nasty, fc.constantFrom('signup', 'recovery'))).map(([token, type]) => ({
        method: 'GET',
        path: `/auth/v1/verify?${query([['token', `${token}~`], ['type', type]])}`,
      })),
  },
  {
    name: 'GET and PUT /auth/v1/user',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) =>
      fc.tuple(fc.constantFrom('GET', 'PUT'), nasty, anyJson).map(([method, token, body]) => ({
        method,
        path: '/auth/v1/user',
        headers: apiHeaders(ctx, { authorization: `Bearer ${encode(token)}x.y.z` }),
        body: method === 'PUT' ? json(body) : undefined,
      })),
  },
  {
    name: 'POST /auth/v1/logout',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) => nasty.map((token) => authPost(ctx, '/logout?scope=global', '', { authorization: `Bearer ${encode(token)}x.y.z` })),
  },
  {
    name: 'POST /auth/v1/recover',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) => authBody({ email: notAnEmail }).map((body) => authPost(ctx, '/recover', body)),
  },
  {
    name: '/auth/v1: unknown routes, wrong methods, bodies over 1 MB',
    on: 'backend',
    kind: 'auth',
    requests: (ctx) =>
      oneOf<FuzzRequest>(
        segment.map((path) => ({ method: 'GET', path: `/auth/v1/zz${path}`, headers: apiHeaders(ctx) })),
        fc.constantFrom(['DELETE', '/signup'], ['GET', '/token'], ['POST', '/settings'], ['PATCH', '/health'], ['GET', '/recover']).map(([method, path]) => ({
          method: method!,
          path: `/auth/v1${path}`,
          headers: apiHeaders(ctx),
        })),
        fc.constantFrom('/signup', '/token?grant_type=password', '/recover').map((path) => authPost(ctx, path, json({ email: 'x'.repeat(1024 * 1024 + 1) }))),
      ),
  },
  {
    name: 'writes to read-only views',
    on: 'backend',
    kind: 'rest',
    requests: (ctx) =>
      fc.tuple(fc.constantFrom('trip_cards', 'en_countries', 'departure_availability'), fc.constantFrom('POST', 'PATCH', 'DELETE'), anyJson).map(
        ([view, method, body]) => ({ method, path: `/rest/v1/${view}${method === 'POST' ? '' : '?id=eq.1'}`, headers: apiHeaders(ctx), body: json(body) }),
      ),
  },
];
