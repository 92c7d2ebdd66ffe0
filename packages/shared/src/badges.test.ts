import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badges';
import { HEADER_CART_BADGE_CAP, TAB_BAR_CART_BADGE_CAP } from './constants';

describe('formatBadgeCount', () => {
  it('caps the header badge at 99+', () => {
    expect(formatBadgeCount(99, HEADER_CART_BADGE_CAP)).toBe('99');
    expect(formatBadgeCount(100, HEADER_CART_BADGE_CAP)).toBe('99+');
  });

  it('caps the tab bar badge at 9+', () => {
    expect(formatBadgeCount(9, TAB_BAR_CART_BADGE_CAP)).toBe('9');
    expect(formatBadgeCount(10, TAB_BAR_CART_BADGE_CAP)).toBe('9+');
  });

  it('shows 0 for empty, negative or missing counts', () => {
    expect(formatBadgeCount(0, 9)).toBe('0');
    expect(formatBadgeCount(-3, 9)).toBe('0');
    expect(formatBadgeCount(Number.NaN, 9)).toBe('0');
  });
});
