import { afterEach, describe, expect, it } from 'vitest';
import { initMetaPixel, trackPageView } from './meta-pixel';

afterEach(() => {
  delete window.fbq;
  document.head.innerHTML = '';
});

describe('meta pixel', () => {
  it('does nothing until a pixel is configured', () => {
    trackPageView();
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('initialises once and queues a PageView per call', () => {
    initMetaPixel('123456789012345');
    initMetaPixel('123456789012345');
    trackPageView();
    trackPageView();
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
    expect(document.querySelectorAll('script[src*="fbevents"]')).toHaveLength(1);
  });
});
