import { useEffect } from 'react';

/**
 * Titles a page after what it shows (a product, a category), once that has loaded. The layout titles
 * every route from its handle in an effect that React runs after this one in the same commit, so the
 * title is written a microtask later to come last.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    let isCurrent = true;
    queueMicrotask(() => {
      if (isCurrent) document.title = `${title} | DawaNow`;
    });
    return () => {
      isCurrent = false;
    };
  }, [title]);
}
