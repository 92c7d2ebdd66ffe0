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

/** Each language's name in itself, as the switch shows it */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const satisfies Record<TLanguage, string>;

export const ZSetLanguageRequest = z.object({ language: ZLanguage });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;
