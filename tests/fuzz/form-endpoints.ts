import fc from 'fast-check';
import { contactSchema } from '../../lib/forms/contact';
import { privateRequestSchema } from '../../lib/forms/private-request';
import { action, json, spoiled, type Endpoint, type FuzzContext } from './endpoints';
import { anyJson, encode, nasty, notJson } from './inputs';

/**
 * The shop's other forms and personal routes, beside SHOP_ENDPOINTS: the contact and private-adventure forms, the
 * manage-booking actions and the e-mail link route. Every request is malformed for its endpoint.
 */
const contactFields = (marker: string) => ({
  name: `Fuzz ${marker}`, email: 'fuzz@example.com', phone: '', subject: '', message: `Fuzz ${marker}`,
  acceptsTerms: true, wantsGiveaway: false, wantsNews: false, lang: 'en',
});

const privateFields = (marker: string) => ({
  tripId: null, surprise: true, destination: '', activityId: null, when: 'month', dateFrom: '', dateTo: '', month: '2030-05',
  flexibility: 'flexible', adults: 2, children: 0, level: '', budget: '', message: `Fuzz ${marker}`, name: `Fuzz ${marker}`,
  email: 'fuzz@example.com', phone: '', acceptsTerms: true, wantsGiveaway: false, wantsNews: false, lang: 'en',
});

/** A person's spam-check data, so that the schema is what refuses the call. */
const meta = { trap: '', ticket: '' };

/** What a typed or forged booking reference can look like when it is not one. */
const badReference = fc.oneof(nasty, fc.constantFrom('BK-', 'BK-ABC12', 'BK-ABC1234', 'XX-ABC123', 'BK_ABC123', 'BK-ÁBC123'), anyJson);

const form = (ctx: FuzzContext, name: string, path: string, schema: { safeParse(v: unknown): { success: boolean } }, fields: Record<string, unknown>) =>
  fc.oneof(
    spoiled(fields, schema).map((values) => action(ctx, name, json([values, meta]), undefined, path)),
    notJson.map((body) => action(ctx, name, body, undefined, path)),
    anyJson.filter((value) => !Array.isArray(value)).map((value) => action(ctx, name, json(value), undefined, path)),
  );

export const FORM_ENDPOINTS: Endpoint[] = [
  {
    name: 'server action sendContactMessage',
    on: 'shop',
    kind: 'server action',
    refusal: /"ok":false,"reason":"invalid"/,
    requests: (ctx) => form(ctx, 'sendContactMessage', '/en/contact', contactSchema, contactFields(ctx.marker)),
  },
  {
    name: 'server action sendPrivateRequest',
    on: 'shop',
    kind: 'server action',
    refusal: /"ok":false,"reason":"invalid"/,
    requests: (ctx) => form(ctx, 'sendPrivateRequest', '/en/private-adventures', privateRequestSchema, privateFields(ctx.marker)),
  },
  {
    name: 'server actions saveTravellersAction and cancelBookingAction (manage booking)',
    on: 'shop',
    kind: 'server action',
    refusal: /"error":"invalid"/,
    requests: (ctx) =>
      fc.oneof(
        badReference.map((reference) => action(ctx, 'saveTravellersAction', json([reference, null, { travellers: [] }]), undefined, '/en/account/bookings/BK-FUZZ00')),
        fc.tuple(badReference, fc.oneof(anyJson, fc.constant(1.5))).map(([reference, refund]) =>
          action(ctx, 'cancelBookingAction', json([reference, null, refund]), undefined, '/en/account/bookings/BK-FUZZ00'),
        ),
      ),
  },
  {
    name: 'GET /{lang}/auth/confirm (the e-mail link)',
    on: 'shop',
    kind: 'route handler',
    redirectsTo: /link-invalid/,
    requests: () =>
      fc
        .tuple(fc.constantFrom('en', 'es'), fc.oneof(nasty, fc.stringMatching(/^[0-9a-f]{56}$/)), fc.constantFrom('email', 'signup', 'email_change', 'recovery', '', 'x'))
        .map(([lang, hash, type]) => ({ method: 'GET', path: `/${lang}/auth/confirm?token_hash=${encode(hash)}&type=${type}&next=${encode('//evil.example')}` })),
  },
];
