import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import SegmentError from '@/app/[lang]/error';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { isPageNavigation, NavigationSpinner } from '@/components/layout/navigation-spinner';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const refresh = jest.fn();
// The app router is not mounted in jsdom; the error boundary only needs refresh() from it.
let pathname = '/en';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh }),
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
}));

const inLocale = (locale: 'en' | 'es', children: ReactNode) => (
  <NextIntlClientProvider locale={locale} messages={{ Common: (locale === 'en' ? en : es).Common }}>
    {children}
  </NextIntlClientProvider>
);

describe('segment states', () => {
  it.each([
    ['en', 'Loading...'],
    ['es', 'Cargando...'],
  ] as const)('a click on a link shows the %s spinner labelled %s until the address changes', (locale, label) => {
    jest.useFakeTimers();
    pathname = '/en';
    // A new element per render: the mocked usePathname is no context, so only new props make the spinner read it again.
    const page = () => (
      <>
        <NavigationSpinner label={(locale === 'en' ? en : es).Common.loading} />
        <a href="/en/blog" onClick={(event) => event.preventDefault()}>Blog</a>
      </>
    );
    const { rerender } = render(inLocale(locale, page()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: label })).toBeInTheDocument();
    pathname = '/en/blog';
    rerender(inLocale(locale, page()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('counts only clicks that leave for another page of the site', () => {
    const here = new URL('http://shop.test/en/travel/1/x?a=1') as unknown as Location;
    const link = (attrs: Record<string, string>) => {
      const a = document.createElement('a');
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      return a;
    };
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    // jsdom resolves relative hrefs against its own location, so the links are absolute here.
    expect(isPageNavigation(link({ href: 'http://shop.test/en/blog' }), click(), here)).toBe(true);
    expect(isPageNavigation(link({ href: 'http://shop.test/en/travel/1/x?a=2' }), click(), here)).toBe(true);
    expect(isPageNavigation(link({ href: 'http://shop.test/en/travel/1/x?a=1#faqs' }), click(), here)).toBe(false);
    expect(isPageNavigation(link({ href: 'https://elsewhere.test/' }), click(), here)).toBe(false);
    expect(isPageNavigation(link({ href: 'http://shop.test/en/blog', target: '_blank' }), click(), here)).toBe(false);
    expect(isPageNavigation(link({ href: 'http://shop.test/en/notes.pdf', download: '' }), click(), here)).toBe(false);
    expect(isPageNavigation(link({ href: 'http://shop.test/en/blog' }), click({ ctrlKey: true }), here)).toBe(false);
  });

  it('a failing segment says so and retries by refetching and re-rendering', () => {
    const reset = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // The layout hands the error page its texts, formatted from the catalogue.
    const texts = { heading: en.Common.errorLoadingPage, retry: en.Common.retry };
    render(<ErrorTextsProvider texts={texts}><SegmentError error={new Error('backend down')} reset={reset} /></ErrorTextsProvider>);
    expect(screen.getByRole('heading', { name: 'Error loading page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });
});
