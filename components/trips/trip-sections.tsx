import { getTranslations } from 'next-intl/server';
import type { TripTexts } from '@/lib/content/trip-text';
import type { TripDetail } from '@/lib/data/trips';
import { parseItinerary } from '@/lib/trip-content';

const section = 'mx-auto max-w-4xl scroll-mt-28 px-4 py-8';
const heading = 'text-2xl font-semibold';

/**
 * The trip page's sections: Intro (with the highlights), Itinerary day by day, Info and FAQs; the practical information
 * and the FAQs as `texts` renders them (placeholders filled from the trip's terms, the FAQs the terms answer added).
 */
export async function TripSections({ trip, texts }: { trip: TripDetail; texts: TripTexts }) {
  const t = await getTranslations('Trip');
  const { text } = trip;
  const days = parseItinerary(text.itinerary);
  const { faqs } = texts;
  return (
    <>
      <section id="intro" aria-labelledby="intro-title" className={section}>
        <h2 id="intro-title" className={heading}>{t('intro')}</h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{text.intro}</p>
        {text.highlights.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-semibold">{t('highlights')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">{text.highlights.map((h) => <li key={h}>{h}</li>)}</ul>
          </>
        ) : null}
      </section>
      <section id="itinerary" aria-labelledby="itinerary-title" className={section}>
        <h2 id="itinerary-title" className={heading}>{t('itinerary')}</h2>
        <ol className="mt-3 space-y-4 border-l-2 border-brand-100 pl-4">
          {days.map((day) => (
            <li key={day.day}>
              <h3 className="font-semibold">{t('dayTitle', { day: day.day, title: day.title })}</h3>
              <p className="text-slate-700">{day.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="info" aria-labelledby="info-title" className={section}>
        <h2 id="info-title" className={heading}>{t('info')}</h2>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t('includes')}</h3>
            <ul className="mt-2 list-disc pl-6">{text.includes.map((i) => <li key={i}>{i}</li>)}</ul>
          </div>
          <div>
            <h3 className="font-semibold">{t('excludes')}</h3>
            <ul className="mt-2 list-disc pl-6">{text.excludes.map((i) => <li key={i}>{i}</li>)}</ul>
          </div>
        </div>
        {texts.practicalInfo ? (
          <>
            <h3 className="mt-6 font-semibold">{t('practicalInfo')}</h3>
            <p className="mt-2 whitespace-pre-line text-slate-700">{texts.practicalInfo}</p>
          </>
        ) : null}
      </section>
      <section id="faqs" aria-labelledby="faqs-title" className={section}>
        <h2 id="faqs-title" className={heading}>{t('faqs')}</h2>
        {faqs.map((faq) => (
          <details key={faq.question} className="mt-3 rounded-md border border-slate-200">
            <summary className="cursor-pointer p-3 font-semibold">{faq.question}</summary>
            <p className="px-3 pb-3 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
