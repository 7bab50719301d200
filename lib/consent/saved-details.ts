import { PREFERENCE_STORAGE_KEYS } from './consent';

/**
 * "Remember my details": the name, e-mail and phone typed into a form, kept on this device only while the visitor
 * allows preferences, so the next form starts filled in.
 */
export interface SavedDetails {
  name: string;
  email: string;
  phone: string;
}

const KEY = PREFERENCE_STORAGE_KEYS[0];

export function readSavedDetails(): SavedDetails | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<SavedDetails> | null;
    if (!value || typeof value.name !== 'string' || typeof value.email !== 'string') return null;
    return { name: value.name, email: value.email, phone: typeof value.phone === 'string' ? value.phone : '' };
  } catch {
    return null;
  }
}

export function saveDetails(details: SavedDetails): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Storage disabled: nothing is remembered.
  }
}
