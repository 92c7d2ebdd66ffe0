/**
 * SPEC §2: a page-view event goes to the ad pixel on every route change — only when a pixel id
 * is configured (ARCHITECTURE §7: a missing integration is simply off).
 */
// The shape the pixel script expects to find: a function that queues commands until it takes over.
type PixelQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    fbq?: PixelQueue;
  }
}

const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Installs the pixel's command queue and loads its script once; commands queue until it arrives. */
export function initMetaPixel(pixelId: string): void {
  if (window.fbq) return;
  const queue: unknown[][] = [];
  const fbq: PixelQueue = (...args: unknown[]) => {
    queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  fbq('init', pixelId);
}

export function trackPageView(): void {
  window.fbq?.('track', 'PageView');
}
