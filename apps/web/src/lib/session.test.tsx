import type { TMe } from '@dawanow/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER } from './test-customer';

let requested: string[] = [];
let signedIn: TMe | null = null;

// The page's mark is read once per page load: each test loads the module afresh, as a page would
let session: typeof import('./session');
beforeEach(async () => {
  vi.resetModules();
  session = await import('./session');
  requested = [];
  signedIn = null;
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    const body = signedIn ?? { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } };
    return new Response(JSON.stringify(body), {
      status: signedIn ? 200 : 401,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.session;
});

function renderMe(
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } }),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => session.useMe(), { wrapper });
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

  it('asks the server when the user signed in before the first ask, however the page was opened', async () => {
    document.documentElement.dataset.session = 'none';
    signedIn = TEST_CUSTOMER;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } });
    // What a sign-in leaves behind, since gone stale
    client.setQueryData(session.ME_QUERY_KEY, signedIn, { updatedAt: Date.now() - 10 * 60 * 1000 });
    const { result } = renderMe(client);
    await waitFor(() => expect(requested).toEqual(['/api/me']));
    await waitFor(() => expect(result.current.data?.user.email).toBe(signedIn?.user.email));
  });

  it('asks the server on a page opened with a session cookie', async () => {
    const { result } = renderMe();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requested).toEqual(['/api/me']);
    expect(result.current.data).toBeNull();
  });
});

describe('the session before the first screen', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 } } });

  it('waits for the answer, so that the first render already knows who is signed in', async () => {
    signedIn = TEST_CUSTOMER;
    const queryClient = client();
    await session.sessionSettled(queryClient);
    expect(requested).toEqual(['/api/me']);

    const { result } = renderMe(queryClient);
    expect(session.isSessionLoading(result.current)).toBe(false);
    expect(result.current.data?.user.email).toBe(TEST_CUSTOMER.user.email);
    expect(requested).toEqual(['/api/me']);
  });

  it('does not hold the page back when there is no connection: the shell opens signed out', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const queryClient = client();
    await session.sessionSettled(queryClient);
    const { result } = renderMe(queryClient);
    expect(session.isSessionLoading(result.current)).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('stops waiting for a server that does not answer: the app starts on its loading screen', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const queryClient = client();
    await session.sessionSettled(queryClient, 50);
    const { result } = renderMe(queryClient);
    expect(session.isSessionLoading(result.current)).toBe(true);
  });

  it('answers at once for a page opened without a session cookie, without asking the server', async () => {
    document.documentElement.dataset.session = 'none';
    const queryClient = client();
    await session.sessionSettled(queryClient);
    expect(queryClient.getQueryData(session.ME_QUERY_KEY)).toBeNull();
    expect(requested).toEqual([]);
  });
});
