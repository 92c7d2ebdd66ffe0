import { describe, expect, it } from 'vitest';
import { inLanguage, LANGUAGE_COOKIE, readerLanguage } from './page-language';

describe('the reader language of a page request', () => {
  it('is Hindi only when the language cookie says hi, wherever it is in the header', () => {
    expect(readerLanguage(`${LANGUAGE_COOKIE}=hi`)).toBe('hi');
    expect(readerLanguage(`theme=dark; ${LANGUAGE_COOKIE}=hi; other=1`)).toBe('hi');
    expect(readerLanguage(`${LANGUAGE_COOKIE}=en`)).toBe('en');
  });

  it('is English without the cookie, with another value, or with a cookie whose name only ends the same', () => {
    expect(readerLanguage(undefined)).toBe('en');
    expect(readerLanguage('')).toBe('en');
    expect(readerLanguage(`${LANGUAGE_COOKIE}=hindi`)).toBe('en');
    expect(readerLanguage(`${LANGUAGE_COOKIE}=<script>`)).toBe('en');
    expect(readerLanguage(`x-${LANGUAGE_COOKIE}=hi`)).toBe('en');
  });
});

describe('index.html in a language', () => {
  const built = '<!doctype html><html lang="en-IN"><head></head><body lang="en">x</body></html>';

  it('changes only the lang of <html>', () => {
    expect(inLanguage(built, 'hi')).toBe(built.replace('<html lang="en-IN"', '<html lang="hi-IN"'));
    expect(inLanguage(built, 'en')).toBe(built);
  });
});
