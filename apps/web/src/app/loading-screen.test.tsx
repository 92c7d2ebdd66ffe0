import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './loading-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingScreen', () => {
  it('advances 13 → 45 → 66 → 85 % at 0, 0.5, 1 and 1.5 s with changing messages', () => {
    render(<LoadingScreen />);
    const bar = screen.getByRole('progressbar', { name: 'Loading DawaNow' });
    const seen: [string | null, string | null][] = [];
    for (const advance of [0, 500, 500, 500, 5000]) {
      act(() => {
        vi.advanceTimersByTime(advance);
      });
      seen.push([bar.getAttribute('aria-valuenow'), screen.getByText(/…$/).textContent]);
    }
    expect(seen.map(([progress]) => progress)).toEqual(['13', '45', '66', '85', '85']);
    expect(new Set(seen.map(([, message]) => message)).size).toBe(4);
  });
});
