import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

// 25 Nov 2026, 6:00 pm in India
const now = new Date('2026-11-25T12:30:00Z');

describe('notificationTime', () => {
  it('says "just now" for the last minute, and for a clock slightly ahead of the server', () => {
    expect(notificationTime('2026-11-25T12:29:30Z', now)).toBe('Just now');
    expect(notificationTime('2026-11-25T12:30:20Z', now)).toBe('Just now');
  });

  it('counts minutes through the first hour', () => {
    expect(notificationTime('2026-11-25T12:25:00Z', now)).toBe('5 min ago');
    expect(notificationTime('2026-11-25T11:30:01Z', now)).toBe('59 min ago');
  });

  it('gives the IST time for earlier today, and the date before that', () => {
    expect(notificationTime('2026-11-25T03:45:00Z', now)).toBe('Today, 9:15 am');
    // 24 Nov, 11:50 pm in India is yesterday there, though the same UTC day
    expect(notificationTime('2026-11-24T18:20:00Z', now)).toBe('24 Nov 2026, 11:50 pm');
  });
});
