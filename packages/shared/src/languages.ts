/**
 * Issue 19: the languages customers read DawaNow in. English is the default and the fallback; the locale of each
 * language formats numbers and dates through Intl (rupee grouping stays Indian in both).
 */
import { z } from 'zod';
import { LANGUAGES, type TLanguage } from './page-language';

export { LANGUAGE_COOKIE, LANGUAGE_LOCALES, LANGUAGES, type TLanguage, type TLocale } from './page-language';
export const ZLanguage = z.enum(LANGUAGES, { error: 'Choose English or Hindi' });
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** Each language's name in itself, as the switch shows it */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const satisfies Record<TLanguage, string>;

export const ZSetLanguageRequest = z.object({ language: ZLanguage });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;
