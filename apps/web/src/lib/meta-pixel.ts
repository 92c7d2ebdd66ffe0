/**
 * SPEC §2: a page-view event goes to the ad pixel on route changes — only when a pixel id is
 * configured (ARCHITECTURE §7) and only on pages that reveal nothing about a person's health:
 * the pixel reports the full URL, and search terms, product pages, prescriptions, carts and
 * orders are health data under the DPDP Act. See docs/decisions.md.
 */
type PixelFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push?: PixelFunction;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

// Marketing and help pages only; everything else stays out of the ad network.
const TRACKED_EXACT = new Set(['/', '/medicines', '/stores', '/pharmacy-partner', '/blog', '/faq', '/contact']);
const TRACKED_PREFIXES = ['/blog/', '/privacy-policy', '/terms', '/refund-policy', '/shipping-policy'];

export function isTrackedPage(pathname: string): boolean {
  return TRACKED_EXACT.has(pathname) || TRACKED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Installs the pixel's command function and loads its script once. Until the script arrives,
 * commands queue; afterwards the script's `callMethod` takes them (the pixel's documented contract).
 */
export function initMetaPixel(pixelId: string): void {
  if (window.fbq) return;
  const fbq: PixelFunction = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[][], loaded: true, version: '2.0' },
  );
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  fbq('init', pixelId);
}

export function trackPageView(pathname: string): void {
  if (isTrackedPage(pathname)) window.fbq?.('track', 'PageView');
}
