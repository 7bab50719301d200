import { expect, type Page } from '@playwright/test';

/**
 * The server quietly drops a send within 3 s of the form receiving its ticket (robots post at once): a test waits
 * for the ticket (the page's requests settle) and then that long, as a person would.
 */
export async function waitLikeAPerson(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3300);
}

/** Answers the cookie banner with "Only necessary", so it no longer covers the page. */
export async function dismissConsent(page: Page, lang: 'en' | 'es'): Promise<void> {
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: lang === 'en' ? 'Only necessary' : 'Solo necesarias' }).click();
  await expect(banner).toHaveCount(0);
}

export interface ViewerMail {
  subject: string;
  to: string;
  body: string;
}

/** The e-mails to an address as the local backend's mail viewer page shows them. */
export async function mailInViewer(page: Page, to: string): Promise<ViewerMail[]> {
  const backend = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (!backend) throw new Error('NEXT_PUBLIC_SUPABASE_URL must be set (npm run test:e2e sets it).');
  const viewer = await page.context().newPage();
  try {
    await viewer.goto(`${backend}/_local/mail`);
    const articles = viewer.locator('article').filter({ has: viewer.locator('.meta b', { hasText: to }) });
    return await articles.evaluateAll((nodes) =>
      nodes.map((node) => ({
        subject: node.querySelector('h2')?.textContent ?? '',
        to: node.querySelector('.meta b')?.textContent ?? '',
        body: node.querySelector('pre')?.textContent ?? '',
      })),
    );
  } finally {
    await viewer.close();
  }
}

export const OPERATOR = 'bookings@adventure-travel-shop.example';
