import { formatCount, formatNumber } from '@/lib/format';
import { rest } from './rest';

/** The shop's review figures as the footer words them, from the database's count of published verified reviews. */
export async function reviewFigures(lang: 'en' | 'es'): Promise<string> {
  const [summary] = await rest<{ review_count: number; rating: number }[]>('review_summary?select=review_count,rating');
  const count = formatCount(summary!.review_count, lang);
  const rating = formatNumber(Number(summary!.rating), lang, 1);
  return lang === 'en' ? `${count} reviews · ${rating} of 5` : `${count} opiniones · ${rating} de 5`;
}
