/**
 * Issue 19: a page comes in the reader's language before its JavaScript runs. The web keeps the reader's choice in
 * a cookie beside local storage (LANGUAGE_COOKIE); a page navigation is answered with that `lang` on <html> — by
 * the server online, by the service worker from its precached shell offline — and the loading screen built into
 * index.html shows its line in that language by CSS alone.
 *
 * Without zod: the service worker bundles this module (languages.ts adds the schemas and re-exports these).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The Intl locale and the `lang` of the page for each language */
export const LANGUAGE_LOCALES = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<TLanguage, string>;
export type TLocale = (typeof LANGUAGE_LOCALES)[TLanguage];

/**
 * The cookie that tells the server (and the service worker) the reader's language; the web writes it beside local
 * storage, since the Content-Security-Policy allows no inline script that could read local storage sooner.
 */
export const LANGUAGE_COOKIE = 'dawanow-language';

/** The language a cookie's value names; English for none or anything else */
export function languageOfCookieValue(value: string | null | undefined): TLanguage {
  return value === 'hi' ? 'hi' : 'en';
}

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a request's Cookie header names */
export function readerLanguage(cookieHeader: string | null | undefined): TLanguage {
  return languageOfCookieValue(COOKIE_PATTERN.exec(cookieHeader ?? '')?.[1]);
}

/** index.html with `lang` on <html> for the language (the built file says English) */
export function inLanguage(html: string, language: TLanguage): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${LANGUAGE_LOCALES[language]}"`);
}
