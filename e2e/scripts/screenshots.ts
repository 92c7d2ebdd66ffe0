/**
 * Takes the README's screenshots from a running app: `npm start`, then `npm run screenshots -w @dawanow/e2e`.
 * BASE_URL overrides http://localhost:3000.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = resolve(import.meta.dirname, '../../docs/screenshots');
const shots = [
  { file: 'home-desktop.png', path: '/', viewport: { width: 1280, height: 800 } },
  { file: 'home-mobile.png', path: '/', viewport: { width: 390, height: 844 } },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport });
    // A delivery location already chosen (MG Road, Bengaluru), as a returning visitor has.
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'dawanow-coordinates',
        JSON.stringify({ latitude: 12.9756, longitude: 77.6066, label: 'MG Road, Bengaluru' }),
      );
    });
    await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: resolve(outDir, shot.file) });
    await page.close();
    console.log(`wrote docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
}
