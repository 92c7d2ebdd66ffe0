/**
 * Rendered at build time into index.html (prerender-shell.ts): the loading screen's first frame is in the page
 * itself, so a phone paints it as soon as the HTML and the stylesheet arrive instead of after the whole bundle has
 * downloaded and run (issue 19). The app replaces it with the live loading screen when it starts.
 *
 * It is there in both languages: the server writes the reader's language into `lang` on <html> (LANGUAGE_COOKIE)
 * and a rule in index.css shows the matching one, so a Hindi reader sees Hindi before any JavaScript runs.
 */
import { LANGUAGE_LOCALES, type TLanguage } from '@dawanow/shared/languages';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '@/lib/i18n/i18n';
import hindiCommon from '@/locales/hi/common.json';
import { LoadingScreen } from './loading-screen';

async function renderIn(language: TLanguage): Promise<string> {
  await i18n.changeLanguage(language);
  const screen = renderToStaticMarkup(<LoadingScreen />);
  return `<div data-shell-lang="${language}" lang="${LANGUAGE_LOCALES[language]}">${screen}</div>`;
}

export async function renderShell(): Promise<string> {
  i18n.addResourceBundle('hi', 'common', hindiCommon);
  return `${await renderIn('en')}${await renderIn('hi')}`;
}
