import { useEffect } from 'react';
import { useMatches } from 'react-router';

export type RouteHandle = { title?: string };

/** The deepest route's title in the tab, as every layout shows it. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | DawaNow` : 'DawaNow — Medicines delivered in minutes';
  }, [title]);
}
