import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SideMenu, type SideMenuProps } from '@/components/layout/side-menu';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/en',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({ lang: 'en' }),
}));

const labels: SideMenuProps['labels'] = {
  menu: 'Menu', close: 'Close menu', activities: 'Activities', destinations: 'Destinations', viewMore: 'View more',
  yourLevel: 'Your Level', onlineCourses: 'Online Courses', contact: 'Contact', blog: 'Blog', whatsapp: 'WhatsApp',
  newTab: '(opens in a new tab)', language: 'Language', en: 'English', es: 'Español',
};

const menu = (external: SideMenuProps['external']) =>
  render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <SideMenu
        lang="en"
        activities={[]}
        countries={[]}
        paths={{ activities: '/activities', destinations: '/destinations', contact: '/contact', blog: '/blog', courses: '/courses' }}
        external={external}
        labels={labels}
      />
    </NextIntlClientProvider>,
  );

// The menu is a closed <dialog> until opened: its links are there, hidden from the accessibility tree.
const link = (name: RegExp) => screen.queryByRole('link', { name, hidden: true });

describe('the side menu', () => {
  it('opens the shop\'s course library and shows no quiz when neither site is configured', () => {
    menu({ quiz: '', courses: '', whatsapp: 'https://wa.me/1' });
    expect(link(/Your Level/)).toBeNull();
    const courses = link(/Online Courses/);
    expect(courses).toHaveAttribute('href', '/en/courses');
    expect(courses).not.toHaveAttribute('target');
  });

  it('links the configured quiz and course site, in a new tab', () => {
    menu({ quiz: 'https://quiz.example/en', courses: 'https://academy.example/en', whatsapp: 'https://wa.me/1' });
    expect(link(/Your Level/)).toHaveAttribute('href', 'https://quiz.example/en');
    expect(link(/Your Level/)).toHaveAttribute('target', '_blank');
    expect(link(/Online Courses/)).toHaveAttribute('href', 'https://academy.example/en');
    expect(link(/Online Courses/)).toHaveAttribute('target', '_blank');
  });
});
