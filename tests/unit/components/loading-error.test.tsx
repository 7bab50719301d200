import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import SegmentError from '@/app/[lang]/error';
import Loading from '@/app/[lang]/loading';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const refresh = jest.fn();
// The app router is not mounted in jsdom; the error boundary only needs refresh() from it.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const inLocale = (locale: 'en' | 'es', children: ReactNode) => (
  <NextIntlClientProvider locale={locale} messages={{ Common: (locale === 'en' ? en : es).Common }}>
    {children}
  </NextIntlClientProvider>
);

describe('segment states', () => {
  it.each([
    ['en', 'Loading...'],
    ['es', 'Cargando...'],
  ] as const)('the %s spinner is labelled %s', (locale, label) => {
    render(inLocale(locale, <Loading />));
    expect(screen.getByRole('status', { name: label })).toBeInTheDocument();
  });

  it('a failing segment says so and retries by refetching and re-rendering', () => {
    const reset = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(inLocale('en', <SegmentError error={new Error('backend down')} reset={reset} />));
    expect(screen.getByRole('heading', { name: 'Error loading page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });
});
