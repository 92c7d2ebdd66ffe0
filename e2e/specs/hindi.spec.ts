/**
 * Issue 19: a Hindi reader's whole journey — switch to Hindi, browse, search, add to cart, check out and see the
 * order — with every label of those screens in Hindi. The expected words are read from the app's own Hindi files,
 * and each screen is checked for any English interface sentence left over (medicine names, amounts and "DawaNow"
 * stay as they are, by design).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpNewCustomer } from './order-helpers';

const LOCALES = resolve(import.meta.dirname, '../../apps/web/src/locales');
type Texts = Record<string, unknown>;
const read = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(resolve(LOCALES, language, `${namespace}.json`), 'utf8'));

/** A Hindi string by its key, with {{values}} filled in */
function hi(namespace: string, key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], read('hi', namespace));
  if (typeof text !== 'string') throw new Error(`No Hindi for ${namespace}:${key}`);
  return text.replace(/{{\s*(\w+)[^}]*}}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The English interface sentences (two words or more, no values to fill) that differ from their Hindi: none of
 * them may be on a Hindi reader's screen.
 */
const englishSentences: string[] = readdirSync(resolve(LOCALES, 'en'))
  // The store and admin panels stay English this round: they have no Hindi file, and no Hindi reader's screen here
  .filter((file) => existsSync(resolve(LOCALES, 'hi', file)))
  .flatMap((file) => {
    const namespace = file.replace(/\.json$/, '');
    const english = read('en', namespace);
    const hindi = read('hi', namespace);
    const out: string[] = [];
    const walk = (en: unknown, hiNode: unknown) => {
      if (typeof en === 'string') {
        if (!en.includes('{{') && !en.includes('<') && /\s/.test(en.trim()) && en !== hiNode) out.push(en);
      } else if (en && typeof en === 'object') {
        for (const [key, value] of Object.entries(en)) walk(value, (hiNode as Texts | undefined)?.[key]);
      }
    };
    walk(english, hindi);
    return out;
  });

async function expectNoEnglishInterface(page: Page) {
  const text = await page.locator('body').innerText();
  const leftOver = englishSentences.filter((sentence) => text.includes(sentence));
  expect(leftOver, `English interface text on ${page.url()}`).toEqual([]);
}

test('a Hindi reader switches language, searches, fills a cart, checks out and sees the order, all in Hindi', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(hi('common', 'footer.tagline'))).toBeVisible();
  await expectNoEnglishInterface(page);

  // Search: the box, the results page and the product card speak Hindi; the medicine's name stays as it is
  const search = page.getByRole('combobox', { name: hi('search', 'box.label') }).first();
  await search.fill('volini');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=volini/);
  const add = page.getByRole('button', { name: hi('catalog', 'addToCart.addLabel', { name: 'Volini Gel 30 g' }) });
  await expect(add).toBeVisible();
  await expectNoEnglishInterface(page);
  await add.click();

  // The language is remembered on this device: a reload keeps Hindi
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: hi('cart', 'page.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${hi('cart', 'page.proceed')}`) })).toBeVisible();
  await expectNoEnglishInterface(page);

  // A new customer signs up and saves an address (through the API the pages use): their Hindi, chosen before
  // signing in, goes to their profile, so what the server sends them (push) is Hindi too
  await signUpNewCustomer(page, 'Sunita');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: hi('checkout', 'page.title') })).toBeVisible();
  await page.getByText(hi('checkout', 'payment.cod'), { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(hi('checkout', 'payment.cod')) })).toBeChecked();
  await expectNoEnglishInterface(page);
  await page.getByRole('button', { name: new RegExp(`^${hi('checkout', 'page.place')}`) }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^ऑर्डर DN-\d{4}-\d{6}$/ })).toBeVisible();
  await expectNoEnglishInterface(page);

  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).profile.language).toBe('hi');

  // The switch back is one tap, and the same screen reads in English again
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order DN-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('an English page draws the switch’s “हिन्दी” from a small font of its own, not the whole Devanagari face', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const name = page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).locator('[lang="hi-IN"]');
  await expect(name).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await name.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"DawaNow Language Name"/);
  // Downloaded only where the system has no Devanagari font of its own; the full face never, for an English page
  expect(fonts.filter((path) => path.includes('noto-sans-devanagari'))).toEqual([]);
});
