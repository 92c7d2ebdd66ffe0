/** Test support: screens rendered at an address inside a memory router, against a stubbed API. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from './query-client';

/** Renders `routes` at `path` with `answers` as the API; returns the requests made and the router. */
export function renderRoutes(routes: RouteObject[], path: string, answers: Parameters<typeof stubOrdersApi>[0]) {
  const requests = stubOrdersApi(answers, vi.stubGlobal);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}
