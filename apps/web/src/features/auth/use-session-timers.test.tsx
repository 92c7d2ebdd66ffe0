import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionTimers } from './use-session-timers';

// A stand-in for the API that records which paths the page asked for.
let requested: string[] = [];
let expiresAt = '';
function me() {
  return {
    user: { id: 'u1', email: 'asha@example.in', name: 'Asha Menon', image: null, hasPassword: true },
    profile: { firstName: 'Asha', lastName: 'Menon', phone: '+919845011111', language: null },
    role: 'customer',
    platformRole: 'customer',
    hasStoreAccess: false,
    stores: [],
    session: { expiresAt },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requested = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    return new Response(JSON.stringify(input === '/api/me' ? me() : { session: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTimers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionTimers(), { wrapper });
}

describe('session timers (SPEC §4)', () => {
  it('refreshes a session with less than 10 minutes left', async () => {
    expiresAt = new Date(Date.now() + 8 * 60 * 1000).toISOString();
    renderTimers();
    await vi.waitFor(() => expect(requested).toContain('/api/auth/get-session'));
  });

  it('leaves a long session alone until it nears its end, checking every 5 minutes', async () => {
    expiresAt = new Date(Date.now() + 24 * 60 * 1000).toISOString();
    renderTimers();
    await vi.waitFor(() => expect(requested).toContain('/api/me'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    expect(requested).not.toContain('/api/auth/get-session');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    });
    expect(requested).toContain('/api/auth/get-session');
  });

  it('re-checks the session every 2 hours', async () => {
    expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    renderTimers();
    await vi.waitFor(() => expect(requested.filter((path) => path === '/api/me')).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    });
    expect(requested.filter((path) => path === '/api/me').length).toBeGreaterThanOrEqual(2);
    expect(requested).not.toContain('/api/auth/get-session');
  });
});
