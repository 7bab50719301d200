import type { Bi } from './types';

/** The SPEC's titulo_60 / desc_150 and the SEO limits are promises; breaking one stops the generator. */
export function assertMax(label: string, text: string, max: number): string {
  if (text.length > max) throw new Error(`${label} is ${text.length} chars (max ${max}): "${text}"`);
  if (text.trim() === '') throw new Error(`${label} is empty`);
  return text;
}

export function assertBiMax(label: string, text: Bi, max: number): Bi {
  assertMax(`${label} (en)`, text.en, max);
  assertMax(`${label} (es)`, text.es, max);
  return text;
}

/** Shortens at a word boundary; for derived SEO texts only, never for the contract fields. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : cut.length).replace(/[,;:.\s]+$/, '')}…`;
}
