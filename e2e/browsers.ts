/**
 * Which Chromium the journeys run in. Debian's, as Playwright's own browser download is not available here (README
 * "Tests"); its headless shell (package chromium-headless-shell: the same engine without the browser's window, GPU
 * process and UI) when installed, as a page load costs it half the processor time of the full browser and the
 * journeys are bound by two cores. The shell has no Push API, so the push journey asks for the full browser.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function launchOptionsFor(executablePath: string): LaunchOptions {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with "sudo apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium binary). The browser tests do not run without it.',
    );
  }
  return {
    executablePath,
    // Without these, Chromium keeps trying to reach Google services this machine cannot reach.
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  };
}

/** The browser every journey runs in: CHROMIUM_PATH if set, else the headless shell if installed, else Chromium. */
export function defaultBrowser(): LaunchOptions {
  const shell = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL);
  return launchOptionsFor(shell ? HEADLESS_SHELL : FULL_BROWSER);
}

/** The full browser, for what the headless shell lacks (Web Push). */
export function fullBrowser(): LaunchOptions {
  return launchOptionsFor(FULL_BROWSER);
}
