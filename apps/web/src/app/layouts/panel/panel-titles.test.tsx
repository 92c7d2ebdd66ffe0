import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes, storeRoutes } from '@/app/panel-routes';
import { i18n } from '@/lib/i18n/i18n';
import '@/app/layouts/admin-panel/text';
import '@/app/layouts/store-panel/text';
import type { RouteHandle } from '../document-title';

const titlesOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.title ? [(route.handle as RouteHandle).title as string] : []),
    ...titlesOf(route.children ?? []),
  ]);

/** Issue 19: a panel page's tab title comes from its panel's `titles`, keyed by the route's English title. */
describe.each([
  ['store-panel', storeRoutes],
  ['admin-panel', adminRoutes],
] as const)('the %s page titles', (namespace, routes) => {
  it('are all in the panel’s words, unchanged in English', () => {
    const titles = titlesOf(routes);
    expect(titles.length).toBeGreaterThan(10);
    const t = i18n.getFixedT('en', namespace);
    for (const title of titles) expect(t(`titles.${title}` as never), title).toBe(title);
  });
});
