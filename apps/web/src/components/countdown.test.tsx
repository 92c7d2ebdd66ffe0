import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds, rounding a part second up', () => {
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(65_400)).toBe('1:06');
    expect(formatCountdown(9_000)).toBe('0:09');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00+05:30'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down, turns red in the last 30 seconds and says when the time is up', () => {
    const onExpire = vi.fn();
    render(
      <Countdown
        deadline="2026-11-21T10:00:45+05:30"
        label="Accept within"
        expiredText="Time is up"
        onExpire={onExpire}
      />,
    );
    const timer = screen.getByText('0:45');
    expect(timer.parentElement).toHaveClass('bg-amber-50');

    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('0:25').parentElement).toHaveClass('bg-red-100');

    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByText('Time is up')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledOnce();
  });
});
