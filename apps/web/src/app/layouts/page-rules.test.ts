import { describe, expect, it } from 'vitest';
import { scrollsToTopOnNavigation, showsMobileTabBar } from './page-rules';

describe('page rules', () => {
  it('hides the mobile tab bar on policy pages only', () => {
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
