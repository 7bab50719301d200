import { getMessages, getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { policyLabels } from '@/components/forms/policy-labels';
import { PageHeader } from '@/components/ui/page-header';
import { answerWithin } from '@/lib/forms/response-time';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site, whatsappUrl } from '@/lib/site';

export const generateMetadata = describedPageMetadata('Contact', 'contact');

/** The contact form, and the other ways to reach the team beside it. */
export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const lang = await pageLocale(params);
  const [t, tc, messages, policies, within] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('Common'),
    getMessages(),
    policyLabels('Contact', lang),
    answerWithin('contact message'),
  ]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-semibold">{t('formTitle')}</h2>
          <p className="mt-1 mb-5 text-slate-700">{t('formIntro', { within })}</p>
          <ContactForm lang={lang} labels={{ form: messages.Contact.form, errors: messages.Contact.errors, ...policies }} />
        </section>
        <aside aria-labelledby="contact-other-title" className="space-y-4 rounded-lg bg-brand-50 p-5 lg:self-start">
          <h2 id="contact-other-title" className="text-lg font-semibold">{t('otherWays')}</h2>
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold">{t('email')}</dt>
              <dd><a className="tap-target text-brand-700 underline" href={`mailto:${site.email}`}>{site.email}</a></dd>
            </div>
            <div>
              <dt className="font-semibold">{t('phone')}</dt>
              <dd><a className="tap-target text-brand-700 underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a></dd>
            </div>
          </dl>
          <p className="text-sm text-slate-700">{t('hours', { within })}</p>
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="inline-block rounded-md bg-[#1a7f45] px-4 py-2 font-semibold text-white">
            {t('whatsapp')} <span className="sr-only">{tc('newTab')}</span>
          </a>
        </aside>
      </div>
    </>
  );
}
