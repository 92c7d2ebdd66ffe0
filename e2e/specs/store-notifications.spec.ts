import type { Page } from '@playwright/test';
import { STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, SCREENS, test } from './fixtures';
import { placeCashOrder, signIn } from './order-helpers';

/**
 * The navigation's "Notifications" link, wherever the screen size puts it: the sidebar on a desktop,
 * the "More" sheet on a phone (whose button carries only a dot). `check` runs while it is on screen.
 */
async function withNotificationsLink(
  store: Page,
  isMobile: boolean,
  check: (link: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const name = isMobile ? 'More store sections' : 'Store panel';
  if (isMobile) await store.getByRole('button', { name: 'More' }).click();
  await check(store.getByRole('navigation', { name }).getByRole('link', { name: /^Notifications/ }));
  if (isMobile) await store.getByRole('button', { name: 'More' }).click();
}

// Every other journey orders from the demo pharmacy, adding to its owner's unread count: this one runs in a
// project of its own after the rest (playwright.config.ts), so "nothing unread" stays true while it looks.
for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use as Parameters<typeof test.use>[0]);

    test(`the owner’s notifications and unread badge update live when a customer orders, and mark all read clears them (${screen.name}) @demo-store-alone`, async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const isMobile = screen.name === 'phone';
      const context = await browser.newContext({ ...screen.use, baseURL });
      const store = await context.newPage();
      await signIn(store, STORE_OWNER_EMAIL);
      await store.goto('/store/notifications');
      await expect(store.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const markAll = store.getByRole('button', { name: 'Mark all read' });
      // Start from nothing unread (the other journeys ordered from the same pharmacy before this one).
      await expect(store.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
      // An earlier journey's order may still reach this pharmacy (an offer timing out elsewhere): clear until quiet.
      await expect(async () => {
        if (await markAll.isEnabled()) await markAll.click();
        await expect(markAll).toBeDisabled({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });

      const { orderId, orderNumber } = await placeCashOrder(page, 'electral-powder-21-8-g');

      // No reload: the order stream refreshes the list and the badge.
      const item = store.getByRole('button', { name: `New order: New order ${orderNumber} (unread)` });
      await expect(item).toBeVisible({ timeout: 20_000 });
      await expect(item).toHaveAccessibleDescription(/₹.*Cash on delivery.*(Just now|\d+ min ago)$/);
      await withNotificationsLink(store, isMobile, (link) =>
        expect(link).toHaveAccessibleName(/^Notifications, \d+ unread$/),
      );
      await store.screenshot({ path: testInfo.outputPath('store-notifications.png'), fullPage: true });

      await markAll.click();
      await expect(store.getByRole('button', { name: `New order: New order ${orderNumber}` })).toBeVisible();
      await withNotificationsLink(store, isMobile, (link) => expect(link).toHaveAccessibleName('Notifications'));

      // A notification leads to what it is about.
      await store.getByRole('button', { name: `New order: New order ${orderNumber}` }).click();
      await expect(store).toHaveURL(new RegExp(`/store/orders/${orderId}$`));
      await context.close();
    });
  });
}
