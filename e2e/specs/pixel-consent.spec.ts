import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PIXEL_ID = '123456789012345';
const BANNER = { name: 'Ad measurement on Facebook and Instagram' };

/**
 * Meta's script as far as this journey needs it: it takes the queued commands, obeys the consent API and
 * sends each tracked event as a beacon carrying the page address, as the real one does.
 */
const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  let pixelId = null;
  let isHeld = false;
  fbq.callMethod = (command, value) => {
    if (command === 'init') pixelId = value;
    if (command === 'consent') isHeld = value === 'revoke';
    if (command === 'track' && !isHeld) {
      new Image().src = 'https://www.facebook.com/tr/?id=' + pixelId + '&ev=' + value + '&dl=' + encodeURIComponent(location.href);
    }
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

/**
 * The e2e server runs without META_PIXEL_ID (a banner on every page would change every other journey), so
 * the web app is handed a pixel id through /api/site. Meta's hosts are played here: this machine has no
 * internet, and every request to them is recorded.
 */
async function withPixel(page: Page) {
  const metaRequests: string[] = [];
  const pageViews: string[] = [];
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ status: response.status(), json: { ...(await response.json()), metaPixelId: PIXEL_ID } });
  });
  await page.route(/^https:\/\/(connect|www)\.facebook\.(net|com)\//, async (route) => {
    const url = new URL(route.request().url());
    metaRequests.push(url.href);
    if (url.hostname === 'connect.facebook.net') {
      await route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS });
      return;
    }
    pageViews.push(new URL(url.searchParams.get('dl') ?? '').pathname);
    await route.fulfill({ status: 204 });
  });
  return { metaRequests, pageViews };
}

async function goByFooter(page: Page, name: string, path: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('nothing reaches Meta before consent; after Accept only public pages do, until the visitor withdraws', async ({
  page,
}) => {
  const meta = await withPixel(page);
  await page.goto('/');
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toContainText('measure our ads on Facebook/Instagram');
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await goByFooter(page, 'FAQs', '/faq');
  await expect(banner).toBeVisible();
  expect(meta.metaRequests).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => meta.pageViews).toEqual(['/faq']);
  expect(meta.metaRequests.filter((url) => url.includes('connect.facebook.net'))).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js',
  ]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dawanow-ad-consent') ?? 'null'));
  expect(stored).toMatchObject({ choice: 'accepted', policyVersion: expect.any(String) });
  expect(Date.parse(stored.decidedAt)).not.toBeNaN();

  // A health page sends nothing: the next public page's beacon arrives, and none came for it.
  await goByFooter(page, 'Upload Prescription', '/upload-prescription');
  await goByFooter(page, 'Contact Us', '/contact');
  await expect.poll(() => meta.pageViews).toEqual(['/faq', '/contact']);

  // The choice is remembered: no banner on the next visit, and the pixel loads at once.
  await page.reload();
  await expect.poll(() => meta.pageViews).toEqual(['/faq', '/contact', '/contact']);
  await expect(banner).toBeHidden();

  // Withdrawal from the footer, as easy as the consent was.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie & ad preferences' }).click();
  await expect(banner).toBeFocused();
  await expect(banner).toContainText('Your choice: accepted on');
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  const requestsAtWithdrawal = meta.metaRequests.length;
  await goByFooter(page, 'FAQs', '/faq');
  await goByFooter(page, 'Terms and Conditions', '/terms');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(meta.metaRequests).toHaveLength(requestsAtWithdrawal);
});

test('Decline loads nothing from Meta, then or later', async ({ page }) => {
  const meta = await withPixel(page);
  await page.goto('/contact');
  await page.getByRole('region', BANNER).getByRole('button', { name: 'Decline' }).click();
  await goByFooter(page, 'FAQs', '/faq');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', BANNER)).toBeHidden();
  expect(meta.metaRequests).toEqual([]);
});

test('without a pixel id there is no banner and no preferences link', async ({ page }) => {
  await page.goto('/');
  // The footer's contact details come with the site settings that would carry the pixel id.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@dawanow.in' })).toBeVisible();
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie & ad preferences' })).toHaveCount(0);
});

test('on a phone the open banner leaves the tab bar usable @mobile-only', async ({ page }) => {
  await withPixel(page);
  await page.goto('/');
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
  // Playwright refuses to click a link another element covers.
  await tabs.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await tabs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
});
