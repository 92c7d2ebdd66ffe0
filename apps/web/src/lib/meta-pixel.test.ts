import { afterEach, describe, expect, it } from 'vitest';
import { isTrackedPage, PIXEL_SCRIPT_URL, startMetaPixel, stopMetaPixel, trackPageView } from './meta-pixel';

const PIXEL_ID = '123456789012345';

afterEach(() => {
  stopMetaPixel();
  delete window.fbq;
  delete window._fbq;
  document.head.innerHTML = '';
});

/** What the pixel script receives once it has arrived (its documented `callMethod` contract). */
function scriptArrives(): unknown[][] {
  const received: unknown[][] = [];
  if (window.fbq) window.fbq.callMethod = (...args) => received.push(args);
  return received;
}

describe('meta pixel', () => {
  it('loads nothing and sends nothing before it is started', () => {
    trackPageView('/');
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('turns off automatic events and history tracking before init, then sends only our page view', () => {
    startMetaPixel(PIXEL_ID);
    startMetaPixel(PIXEL_ID);
    trackPageView('/');
    expect(window.fbq?.queue).toEqual([
      ['set', 'autoConfig', false, PIXEL_ID],
      ['init', PIXEL_ID],
      ['track', 'PageView'],
    ]);
    expect(window.fbq?.disablePushState).toBe(true);
    expect(window.fbq?.disableConfigLoading).toBe(true);
    expect(document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`)).toHaveLength(1);

    const received = scriptArrives();
    trackPageView('/faq');
    expect(received).toEqual([['track', 'PageView']]);
  });

  it('after a withdrawal tells the loaded script to hold everything and sends nothing more', () => {
    startMetaPixel(PIXEL_ID);
    const received = scriptArrives();
    stopMetaPixel();
    trackPageView('/');
    trackPageView('/faq');
    expect(received).toEqual([['consent', 'revoke']]);

    startMetaPixel(PIXEL_ID);
    trackPageView('/');
    expect(received).toEqual([
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('never reports pages that reveal health information', () => {
    startMetaPixel(PIXEL_ID);
    const received = scriptArrives();
    for (const path of [
      '/orders',
      '/orders/1',
      '/orders/1/invoice',
      '/prescriptions',
      '/upload-prescription',
      '/upload-prescription/confirmation/abc',
      '/profile',
      '/profile/orders/1',
      '/checkout',
      '/cart',
      '/search',
      '/product/dolo-650',
      '/medicines/insulin',
      '/account',
      '/payment/status/1',
      '/store/prescriptions',
      '/admin/prescriptions',
      '/privacy-policy-not-a-page',
    ]) {
      trackPageView(path);
      expect(isTrackedPage(path)).toBe(false);
    }
    expect(received).toEqual([]);
  });

  it('reports a public page only when its address carries nothing but an ad’s own tags', () => {
    expect(isTrackedPage('/medicines')).toBe(true);
    expect(isTrackedPage('/faq/')).toBe(true);
    expect(isTrackedPage('/blog/monsoon-health')).toBe(true);
    expect(isTrackedPage('/', '?utm_source=facebook&utm_campaign=launch&fbclid=AbC')).toBe(true);
    expect(isTrackedPage('/medicines', '?category=diabetes-care')).toBe(false);
    expect(isTrackedPage('/', '?q=insulin')).toBe(false);
  });
});
