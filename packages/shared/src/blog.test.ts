import { describe, expect, it } from 'vitest';
import { blogListPath, blogPostStatus, indianDateTimeToIso, readingMinutes } from './blog';

describe('the blog rules', () => {
  it('counts reading time in whole minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes(`${'word '.repeat(201)} ## — *`)).toBe(2);
  });

  it('reads a scheduled time as India time, whatever the device zone', () => {
    expect(indianDateTimeToIso('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(new Date(indianDateTimeToIso('2026-12-01', '00:15') ?? '').toISOString()).toBe('2026-11-30T18:45:00.000Z');
    expect(indianDateTimeToIso('2026-12-01', '24:00')).toBeNull();
    expect(indianDateTimeToIso('01/12/2026', '09:30')).toBeNull();
  });

  it('calls a published post whose time is ahead scheduled', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(blogPostStatus({ isPublished: false, publishedAt: null }, now)).toBe('draft');
    expect(blogPostStatus({ isPublished: true, publishedAt: '2026-11-27T11:00:00Z' }, now)).toBe('scheduled');
    expect(blogPostStatus({ isPublished: true, publishedAt: '2026-11-27T09:00:00Z' }, now)).toBe('published');
  });

  it('gives each page and category of the list one address', () => {
    expect(blogListPath()).toBe('/blog');
    expect(blogListPath({ page: 1 })).toBe('/blog');
    expect(blogListPath({ category: 'infections', page: 3 })).toBe('/blog?category=infections&page=3');
  });
});
