/**
 * Rendered at build time into index.html (prerender-shell.ts): the loading screen's first frame is in the page
 * itself, so a phone paints it as soon as the HTML and the stylesheet arrive instead of after the whole bundle has
 * downloaded and run (issue 19). The app replaces it with the live loading screen when it starts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingScreen } from './loading-screen';

export function renderShell(): string {
  return renderToStaticMarkup(<LoadingScreen />);
}
