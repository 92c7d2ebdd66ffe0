import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMe } from './session';

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.session;
});

function renderMe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMe(), { wrapper });
}

describe('who is signed in', () => {
  it('takes "nobody" from a page the server opened without a session cookie, and asks the server after that', async () => {
    document.documentElement.dataset.session = 'none';
    const { result } = renderMe();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(requested).toEqual([]);

    // A sign-in since may have set the cookie: the next answer comes from the server
    await act(async () => {
      await result.current.refetch();
    });
    expect(requested).toEqual(['/api/me']);
    expect(result.current.data).toBeNull();
  });

  it('asks the server on a page opened with a session cookie', async () => {
    const { result } = renderMe();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requested).toEqual(['/api/me']);
    expect(result.current.data).toBeNull();
  });
});
