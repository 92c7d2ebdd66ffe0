import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { notificationTime } from './notification-time';
import { useInboxText } from './text';

// 25 Nov 2026, 6:00 pm in India
const now = new Date('2026-11-25T12:30:00Z');
const timeOf = (createdAt: string) =>
  notificationTime(createdAt, now, renderHook(() => useInboxText()).result.current.t);

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('notificationTime', () => {
  it('says "just now" for the last minute, and for a clock slightly ahead of the server', () => {
    expect(timeOf('2026-11-25T12:29:30Z')).toBe('Just now');
    expect(timeOf('2026-11-25T12:30:20Z')).toBe('Just now');
  });

  it('counts minutes through the first hour', () => {
    expect(timeOf('2026-11-25T12:25:00Z')).toBe('5 min ago');
    expect(timeOf('2026-11-25T11:30:01Z')).toBe('59 min ago');
  });

  it('gives the IST time for earlier today, and the date before that', () => {
    expect(timeOf('2026-11-25T03:45:00Z')).toBe('Today, 9:15 am');
    // 24 Nov, 11:50 pm in India is yesterday there, though the same UTC day
    expect(timeOf('2026-11-24T18:20:00Z')).toBe('24 Nov 2026, 11:50 pm');
  });

  it('speaks Hindi to a Hindi reader', async () => {
    await act(() => switchLanguage('hi'));
    expect(timeOf('2026-11-25T12:29:30Z')).toBe('अभी-अभी');
    expect(timeOf('2026-11-25T12:25:00Z')).toBe('5 मिनट पहले');
    expect(timeOf('2026-11-25T03:45:00Z')).toBe('आज, 9:15 am');
    expect(timeOf('2026-11-24T18:20:00Z')).toBe('24 नव॰ 2026, 11:50 pm');
  });
});
