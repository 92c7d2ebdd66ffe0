/**
 * Issue 19: a page comes in the reader's language before its JavaScript runs. The web keeps the reader's choice in
 * a cookie beside local storage (LANGUAGE_COOKIE); a page navigation is answered with that `lang` on <html>, and
 * the loading screen built into index.html shows its line in that language by CSS alone.
 */
import { LANGUAGE_COOKIE, LANGUAGE_LOCALES, type TLanguage } from '@dawanow/shared/languages';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|hi)(?:;|$)`);

/** The language the request's cookie names; English without one, or with anything else */
export function readerLanguage(cookieHeader: string | undefined): TLanguage {
  return COOKIE_PATTERN.exec(cookieHeader ?? '')?.[1] === 'hi' ? 'hi' : 'en';
}

/** index.html with `lang` on <html> for the language (the built file says English) */
export function inLanguage(html: string, language: TLanguage): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${LANGUAGE_LOCALES[language]}"`);
}
