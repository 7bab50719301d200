/**
 * The visitor's cookie consent, kept in the browser (localStorage) and never sent to the server, so every public
 * page stays static and the same for everyone; pages read it after loading and only then load optional content.
 *
 * Categories: necessary storage is always on (language, sign-in session, this choice itself); `preferences`
 * remembers contact details typed into the forms; `thirdParty` loads content served by other companies (the review
 * widget, video players), which may set their own cookies; `analytics` loads the statistics script when one is
 * configured. A choice is asked for again after a year, or when this list changes (VERSION).
 */
export const CONSENT_STORAGE_KEY = 'cookie_consent';
export const CONSENT_VERSION = 1;
/** What the preferences category stores; removed when preferences are withdrawn. */
export const PREFERENCE_STORAGE_KEYS = ['saved_contact_details'] as const;
const MAX_AGE_MS = 365 * 86_400_000;

export const optionalCategories = ['preferences', 'thirdParty', 'analytics'] as const;
export type ConsentCategory = (typeof optionalCategories)[number];

export type ConsentChoice = Record<ConsentCategory, boolean>;

export interface StoredConsent extends ConsentChoice {
  version: number;
  decidedAt: string;
}

export const allAccepted: ConsentChoice = { preferences: true, thirdParty: true, analytics: true };
export const onlyNecessary: ConsentChoice = { preferences: false, thirdParty: false, analytics: false };

/** The stored choice if it is valid, current and not older than a year; otherwise null (ask again). */
export function parseConsent(raw: string | null, now = Date.now()): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const v = value as Partial<StoredConsent> | null;
  if (!v || v.version !== CONSENT_VERSION || typeof v.decidedAt !== 'string') return null;
  const decided = Date.parse(v.decidedAt);
  if (!Number.isFinite(decided) || decided > now + 60_000 || now - decided > MAX_AGE_MS) return null;
  if (!optionalCategories.every((c) => typeof v[c] === 'boolean')) return null;
  return { version: v.version, decidedAt: v.decidedAt, preferences: v.preferences!, thirdParty: v.thirdParty!, analytics: v.analytics! };
}

export function serializeConsent(choice: ConsentChoice, now = new Date()): string {
  const stored: StoredConsent = { version: CONSENT_VERSION, decidedAt: now.toISOString(), ...choice };
  return JSON.stringify(stored);
}
