/**
 * Issue 19, order updates by Web Push: the customer is asked after placing an order (never on a first visit), and
 * when the pharmacy accepts in its panel the phone's push service receives "accepted", signed for it and encrypted
 * for the phone. This machine's Chromium cannot reach a real push service, so the phone's subscription is made the
 * way the page posts it, with an endpoint at a local push service the test runs, which checks the VAPID token and
 * decrypts the message with the phone's keys.
 */
import { startPushReceiver } from '../../apps/api/test/push-receiver';
import { fullBrowser } from '../browsers';
import { expect, test } from './fixtures';
import { openStorePanel, placeCashOrder } from './order-helpers';

// The service worker is what these journeys test (playwright.config.ts blocks it elsewhere), and the Push API, which
// only the full browser has (browsers.ts)
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowser() });

test('a customer is asked for order updates after ordering, and the phone hears "accepted" when the pharmacy accepts', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications']);
  const question = page.getByRole('heading', { name: 'Get order updates on this phone?' });

  // A first visit asks nothing
  await page.goto('/');
  await expect(page.getByRole('link', { name: /DawaNow/ }).first()).toBeVisible();
  await expect(question).toHaveCount(0);

  const { orderId, orderNumber } = await placeCashOrder(page, 'becosules-capsule');
  await expect(question).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-updates-card.png'), fullPage: false });

  const { publicKey } = await (await page.request.get('/api/push/public-key')).json();
  const receiver = await startPushReceiver(publicKey);
  try {
    const subscribed = await page.request.post('/api/push/subscription', {
      headers: { origin: baseURL ?? '' },
      data: receiver.browser('phone').subscription,
    });
    expect(subscribed.status()).toBe(200);

    const store = await openStorePanel(browser, baseURL);
    const offer = store.getByRole('listitem', { name: `Order ${orderNumber}` });
    await offer.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
    await expect(offer).toHaveCount(0);

    // The durable job sends it once the accept has committed (the server polls every second). The one demo customer
    // orders in other journeys at the same time, and each of their updates reaches this phone too: look for ours.
    await expect
      .poll(() => receiver.received.find((push) => push.message.url === `/orders/${orderId}`)?.message, {
        timeout: 15_000,
      })
      .toMatchObject({ title: `Order ${orderNumber} accepted`, tag: `order-${orderId}` });
    expect(receiver.refused).toEqual([]);
    await store.context().close();
  } finally {
    await receiver.close();
  }
});
