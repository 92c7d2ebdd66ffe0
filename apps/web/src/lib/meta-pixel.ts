/**
 * SPEC §2: a page-view event goes to the ad pixel on route changes — only when a pixel id is configured
 * (ARCHITECTURE §7), only after the visitor has accepted it (DPDP Act 2023 §6; see meta-pixel-consent.ts)
 * and only on pages that reveal nothing about a person's health: the pixel reports the full URL, and
 * search terms, categories, product pages, prescriptions, carts, checkout, orders and profiles are health
 * data. Our explicit PageView is the only thing it sends. See docs/decisions.md (2026-11-25).
 */
type PixelFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push?: PixelFunction;
  loaded?: boolean;
  version?: string;
  /** Read by fbevents.js: no PageView of its own on every history.pushState (it would bypass our page list) */
  disablePushState?: boolean;
  /** Read by fbevents.js: no signals/config script, which carries automatic advanced matching and auto-events */
  disableConfigLoading?: boolean;
};

declare global {
  interface Window {
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

// Marketing and help pages only; everything else stays out of the ad network. A path not listed here
// (orders, prescriptions, upload, profile, checkout, cart, search, products, account, store and admin
// panels) sends nothing.
const TRACKED_PAGES = new Set([
  '/',
  '/medicines',
  '/stores',
  '/pharmacy-partner',
  '/blog',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/shipping-policy',
]);
// An ad's own tags may stay in the reported URL (they are how an ad click is counted); any other query
// (`/medicines?category=diabetes-care`) describes the visitor's health and keeps the page unreported.
const CAMPAIGN_PARAMETER = /^(utm_[a-z]+|fbclid)$/;

export function isTrackedPage(pathname: string, search = ''): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isCampaignQuery = [...new URLSearchParams(search).keys()].every((key) => CAMPAIGN_PARAMETER.test(key));
  return isCampaignQuery && (TRACKED_PAGES.has(path) || /^\/blog\/[^/]+$/.test(path));
}

/** The pixel we may send to now: set on consent, cleared on withdrawal. */
let consentedPixelId: string | null = null;

/**
 * Called once the visitor has accepted. Installs the pixel's command function and loads its script
 * once; until the script arrives commands queue, afterwards its `callMethod` takes them (the pixel's
 * documented contract). Accepting again after a withdrawal on the same page resumes the paused script.
 */
export function startMetaPixel(pixelId: string): void {
  if (consentedPixelId === pixelId) return;
  consentedPixelId = pixelId;
  if (window.fbq) {
    window.fbq('consent', 'grant');
    return;
  }
  const fbq: PixelFunction = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[][], loaded: true, version: '2.0', disablePushState: true, disableConfigLoading: true },
  );
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  // Meta's switch for automatic events (button clicks, page metadata); it must precede init.
  fbq('set', 'autoConfig', false, pixelId);
  // No user data (manual advanced matching) is ever passed to init.
  fbq('init', pixelId);
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
}

/**
 * Consent withdrawn (DPDP Act §6(4)). A loaded script cannot be unloaded: we tell it to hold everything
 * (the pixel's consent API) and never call it again until the visitor accepts once more.
 */
export function stopMetaPixel(): void {
  if (consentedPixelId === null) return;
  consentedPixelId = null;
  window.fbq?.('consent', 'revoke');
}

export function trackPageView(pathname: string, search = ''): void {
  if (consentedPixelId !== null && isTrackedPage(pathname, search)) window.fbq?.('track', 'PageView');
}
