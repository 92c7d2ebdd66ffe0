/**
 * The `test` every journey uses. A visitor's delivery location is already known (MG Road,
 * Bengaluru, restored from this tab's session as SPEC §4 does), so pages do not open with
 * location prompts and toasts; location.spec.ts uses Playwright's own `test` to exercise them.
 */
import { type Browser, test as base, devices } from '@playwright/test';

export const MG_ROAD = { latitude: 12.9756, longitude: 77.6066 };

export const test = base.extend<{ knownLocation: undefined }>({
  knownLocation: [
    async ({ page }, use) => {
      await page.addInitScript((coords) => {
        if (!sessionStorage.getItem('dawanow-coordinates')) {
          sessionStorage.setItem('dawanow-coordinates', JSON.stringify({ ...coords, label: 'MG Road, Bengaluru' }));
        }
      }, MG_ROAD);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

export type TScreen = { name: string; use: Parameters<Browser['newContext']>[0] };
// The phone's screen, touch and user agent; the browser stays the project's (a describe group cannot change it).
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];
/** Both screen sizes, for journeys in a project of their own that pick their screens themselves. */
export const SCREENS: TScreen[] = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: PHONE },
];
