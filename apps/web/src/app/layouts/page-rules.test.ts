import { describe, expect, it } from 'vitest';
import { scrollsToTopOnNavigation, showsCartBar, showsMobileTabBar } from './page-rules';

describe('page rules', () => {
  it('hides the mobile tab bar during checkout and payment', () => {
    expect(showsMobileTabBar('/checkout')).toBe(false);
    expect(showsMobileTabBar('/payment/status/0c8f5a52-3b0e-4d7a-8a8e-5d2c9b7e6f10')).toBe(false);
    expect(showsMobileTabBar('/cart')).toBe(true);
  });

  it('shows the cart bar everywhere the tab bar is, except on the cart itself', () => {
    expect(showsCartBar('/')).toBe(true);
    expect(showsCartBar('/product/dolo-650-tablet')).toBe(true);
    expect(showsCartBar('/cart')).toBe(false);
    expect(showsCartBar('/cart/')).toBe(false);
    expect(showsCartBar('/checkout')).toBe(false);
    expect(showsCartBar('/terms')).toBe(false);
  });

  it('hides the mobile tab bar on policy pages', () => {
    expect(showsMobileTabBar('/terms')).toBe(false);
    expect(showsMobileTabBar('/terms/')).toBe(false);
    expect(showsMobileTabBar('/pharmacy-agreement')).toBe(false);
    expect(showsMobileTabBar('/contact')).toBe(true);
    expect(showsMobileTabBar('/')).toBe(true);
  });

  it('keeps the scroll position on policy and contact pages', () => {
    expect(scrollsToTopOnNavigation('/privacy-policy')).toBe(false);
    expect(scrollsToTopOnNavigation('/contact')).toBe(false);
    expect(scrollsToTopOnNavigation('/contact/')).toBe(false);
    expect(scrollsToTopOnNavigation('/faq')).toBe(true);
    expect(scrollsToTopOnNavigation('/medicines')).toBe(true);
  });
});
