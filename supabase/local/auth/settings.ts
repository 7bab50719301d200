import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { TomlSections } from '../config-toml';
import { projectRoot } from '../paths';

export type TemplateKind = 'confirmation' | 'recovery' | 'email_change' | 'magic_link';

export interface EmailTemplate {
  subject: string;
  body: string;
}

/** GoTrue's per-client limits, named as in config.toml's [auth.rate_limit]: requests per window per client address. */
export interface ClientLimits {
  sign_in_sign_ups: number;
  token_verifications: number;
  token_refresh: number;
}

export interface AuthSettings {
  siteUrl: string;
  /** [auth] minimum_password_length. */
  minPasswordLength: number;
  /** Patterns of [auth] additional_redirect_urls, GoTrue's glob syntax. */
  additionalRedirectUrls: string[];
  /** How long an e-mailed link or code is valid ([auth.email] otp_expiry). */
  otpExpirySeconds: number;
  /** The shortest time between two e-mails to one address ([auth.email] max_frequency). */
  maxFrequencySeconds: number;
  /** Whether an e-mail change needs confirming from both the old and the new address. */
  doubleConfirmChanges: boolean;
  clientLimits: ClientLimits;
  templates: Record<TemplateKind, EmailTemplate>;
}

/** GoTrue counts sign-ins, sign-ups, verifications and refreshes per client over five minutes. */
export const CLIENT_WINDOW_SECONDS = 300;

const DEFAULT_LIMITS: ClientLimits = { sign_in_sign_ups: 30, token_verifications: 30, token_refresh: 150 };

// Used when config.toml names no template, so the backend still works in a trimmed-down checkout.
const FALLBACK_TEMPLATES: Record<TemplateKind, EmailTemplate> = {
  confirmation: {
    subject: 'Confirm your signup',
    body: '<h2>Confirm your signup</h2><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p><p>{{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset your password',
    body: '<h2>Reset password</h2><p><a href="{{ .ConfirmationURL }}">Reset password</a></p>',
  },
  email_change: {
    subject: 'Confirm email change',
    body: '<h2>Confirm change of email</h2><p><a href="{{ .ConfirmationURL }}">Change email</a></p>',
  },
  // GoTrue's default, for projects whose config.toml names no magic-link template.
  magic_link: {
    subject: 'Your Magic Link',
    body: '<h2>Magic Link</h2><p>Follow this link to login:</p><p><a href="{{ .ConfirmationURL }}">Log In</a></p><p>{{ .Token }}</p>',
  },
};

/** A TOML value as text: basic strings lose their quotes and escapes, arrays of strings become their items. */
function tomlString(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  if (raw.startsWith("'")) return raw.slice(1, -1);
  return raw;
}

function tomlStrings(raw: string | undefined): string[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** "60s", "1m30s", "1h" (Go durations, as config.toml writes them) or a bare number of seconds. */
export function durationSeconds(raw: string | undefined, fallback: number): number {
  const text = tomlString(raw)?.trim();
  if (!text) return fallback;
  if (/^\d+$/.test(text)) return Number(text);
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  let total = 0;
  let rest = text;
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)) {
    total += Number(match[1]) * (units[match[2]!] ?? 0);
    rest = rest.replace(match[0], '');
  }
  if (rest !== '') throw new Error(`config.toml: "${text}" is not a duration such as 60s or 1m`);
  return total;
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(tomlString(raw));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function template(sections: TomlSections, kind: TemplateKind): EmailTemplate {
  const section = sections.get(`auth.email.template.${kind}`);
  const subject = tomlString(section?.get('subject')) ?? FALLBACK_TEMPLATES[kind].subject;
  const path = tomlString(section?.get('content_path'));
  if (!path) return { subject, body: FALLBACK_TEMPLATES[kind].body };
  const file = isAbsolute(path) ? path : join(projectRoot, path);
  if (!existsSync(file)) throw new Error(`config.toml: the ${kind} e-mail template ${path} does not exist`);
  return { subject, body: readFileSync(file, 'utf8') };
}

/**
 * The auth settings of config.toml that the local GoTrue honours, so a hosted project configured from the same file
 * behaves the same. `AUTH_RATE_LIMIT_<NAME>` in the environment replaces a per-client limit (the test harnesses raise
 * them: every test talks from the same loopback address).
 */
export function readAuthSettings(sections: TomlSections, siteUrl: string, env: Record<string, string | undefined> = process.env): AuthSettings {
  const auth = sections.get('auth');
  const email = sections.get('auth.email');
  const limits = sections.get('auth.rate_limit');
  const clientLimits = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof ClientLimits)[]) {
    clientLimits[name] = positive(`[auth.rate_limit] ${name}`, limits?.get(name), DEFAULT_LIMITS[name]);
    const override = env[`AUTH_RATE_LIMIT_${name.toUpperCase()}`];
    if (override) clientLimits[name] = positive(`AUTH_RATE_LIMIT_${name.toUpperCase()}`, override, clientLimits[name]);
  }
  const extraUrls = env.ADDITIONAL_REDIRECT_URLS?.split(',').map((url) => url.trim()).filter(Boolean) ?? [];
  return {
    siteUrl,
    minPasswordLength: positive('[auth] minimum_password_length', auth?.get('minimum_password_length'), 6),
    additionalRedirectUrls: [...tomlStrings(auth?.get('additional_redirect_urls')), ...extraUrls],
    otpExpirySeconds: durationSeconds(email?.get('otp_expiry'), 3600),
    maxFrequencySeconds: durationSeconds(email?.get('max_frequency'), 60),
    doubleConfirmChanges: tomlString(email?.get('double_confirm_changes')) !== 'false',
    clientLimits,
    templates: {
      confirmation: template(sections, 'confirmation'),
      recovery: template(sections, 'recovery'),
      email_change: template(sections, 'email_change'),
      magic_link: template(sections, 'magic_link'),
    },
  };
}
