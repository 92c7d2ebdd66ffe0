/**
 * Issue 19: the languages customers read DawaNow in. English is the default and the fallback; the locale of each
 * language formats numbers and dates through Intl (rupee grouping stays Indian in both).
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'hi'] as const;
export const ZLanguage = z.enum(LANGUAGES, { error: 'Choose English or Hindi' });
export type TLanguage = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The Intl locale and the `lang` of the page for each language */
export const LANGUAGE_LOCALES = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<TLanguage, string>;
export type TLocale = (typeof LANGUAGE_LOCALES)[TLanguage];

/**
 * The cookie that tells the server the reader's language (the web writes it beside local storage): a page is served
 * with that `lang` on <html>, so the loading screen in the HTML shows its line in the reader's language before any
 * JavaScript runs (the Content-Security-Policy allows no inline script that could read local storage sooner).
 */
export const LANGUAGE_COOKIE = 'dawanow-language';

/** Each language's name in itself, as the switch shows it */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const satisfies Record<TLanguage, string>;

export const ZSetLanguageRequest = z.object({ language: ZLanguage });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;
