import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useCommonText } from '@/lib/i18n/common-text';
import type english from '@/locales/en/common.json';

/**
 * A route's `handle.title` is its English title, which is also its key in the `titles` group of common.json:
 * customer pages have Hindi there. Store and admin pages, which stay English this round, take theirs from their
 * panel's `titles` instead (the layouts' `titleOf`).
 */
export type TPageTitle = keyof typeof english.titles;
export type RouteHandle = { title?: string };

/**
 * The deepest route's title in the tab, in the reader's language, as every layout shows it. A panel names its pages
 * from its own namespace (`titleOf` takes the English title, the key of its `titles` group).
 */
export function useDocumentTitle(titleOf?: (englishTitle: string) => string) {
  const { t } = useCommonText();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const englishTitle = handle?.title;
  const pageTitle =
    englishTitle &&
    (titleOf ? titleOf(englishTitle) : t(`titles.${englishTitle as TPageTitle}`, { defaultValue: englishTitle }));
  const title = pageTitle ? t('documentTitle.page', { title: pageTitle }) : t('documentTitle.default');
  // The title last written here, and for which route: a page that titled itself after what it shows (a product,
  // with usePageTitle) keeps that title when only the language changes
  const written = useRef<{ handle: RouteHandle | undefined; title: string } | null>(null);
  useEffect(() => {
    const last = written.current;
    if (last && last.handle === handle && document.title !== last.title) return;
    document.title = title;
    written.current = { handle, title };
  }, [handle, title]);
}
