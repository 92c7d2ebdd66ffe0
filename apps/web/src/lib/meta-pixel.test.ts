import { afterEach, describe, expect, it } from 'vitest';
import { initMetaPixel, isTrackedPage, trackPageView } from './meta-pixel';

afterEach(() => {
  delete window.fbq;
  delete window._fbq;
  document.head.innerHTML = '';
});

describe('meta pixel', () => {
  it('does nothing until a pixel is configured', () => {
    trackPageView('/');
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('queues commands until the pixel script arrives, then hands them to it', () => {
    initMetaPixel('123456789012345');
    initMetaPixel('123456789012345');
    trackPageView('/');
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(document.querySelectorAll('script[src*="fbevents"]')).toHaveLength(1);

    const received: unknown[][] = [];
    if (window.fbq) window.fbq.callMethod = (...args) => received.push(args);
    trackPageView('/faq');
    expect(received).toEqual([['track', 'PageView']]);
  });

  it('never reports pages that reveal health information', () => {
    initMetaPixel('123456789012345');
    for (const path of [
      '/search',
      '/product/dolo-650',
      '/medicines/insulin',
      '/upload-prescription',
      '/cart',
      '/orders/1',
    ]) {
      trackPageView(path);
      expect(isTrackedPage(path)).toBe(false);
    }
    expect(window.fbq?.queue).toEqual([['init', '123456789012345']]);
  });
});
