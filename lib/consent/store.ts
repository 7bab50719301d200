import { CONSENT_STORAGE_KEY, PREFERENCE_STORAGE_KEYS, parseConsent, serializeConsent, type ConsentChoice, type StoredConsent } from './consent';

/**
 * The consent as an external store for React's useSyncExternalStore: read from localStorage, updated by this tab
 * and by other tabs (the storage event), with a stable snapshot per stored value.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cachedValue: StoredConsent | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage disabled: the choice holds for this page view only.
    return memoryRaw;
  }
}

export function getConsent(): StoredConsent | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parseConsent(raw);
  }
  return cachedValue;
}

/** On the server (and while hydrating) the choice is unknown: optional content starts as its placeholder. */
export const getServerConsent = (): StoredConsent | null => null;

const notify = () => listeners.forEach((listener) => listener());

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a choice; withdrawing preferences also forgets what they had remembered. */
export function saveConsent(choice: ConsentChoice): void {
  memoryRaw = serializeConsent(choice);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, memoryRaw);
    if (!choice.preferences) for (const key of PREFERENCE_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: memoryRaw keeps the choice for this page view.
  }
  notify();
}

const OPEN_EVENT = 'consent:open-settings';

/** Opens the settings dialog from anywhere (footer, cookie policy page, the placeholders). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenConsentSettings(handler: () => void): () => void {
  window.addEventListener(OPEN_EVENT, handler);
  return () => window.removeEventListener(OPEN_EVENT, handler);
}
