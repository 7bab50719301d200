import type { Json } from '@/lib/supabase/database.types';

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** The itinerary column is JSON: days as {day?, title, description} objects or [title, description] pairs. */
export function parseItinerary(value: Json): ItineraryDay[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    if (Array.isArray(entry)) return [{ day: index + 1, title: text(entry[0]), description: text(entry[1]) }];
    if (entry && typeof entry === 'object') {
      const day = typeof entry.day === 'number' ? entry.day : index + 1;
      return [{ day, title: text(entry.title), description: text(entry.description ?? entry.text) }];
    }
    return [];
  });
}

/** FAQs are JSON: {question, answer} or {q, a} objects. */
export function parseFaqs(value: Json): Faq[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
    const question = text(entry.question ?? entry.q);
    const answer = text(entry.answer ?? entry.a);
    return question ? [{ question, answer }] : [];
  });
}
