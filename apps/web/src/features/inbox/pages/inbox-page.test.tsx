import type { TMe } from '@dawanow/shared/auth';
import type { TUserNotification, TUserNotificationList } from '@dawanow/shared/user-notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { InboxBell } from '../components/inbox-bell';
import { InboxPage } from './inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL = 'GET /api/me/notifications?unread=false';
const UNREAD = 'GET /api/me/notifications?unread=true';
const COUNT = 'GET /api/me/notifications/unread-count';

const me: TMe = {
  user: { id: 'u1', email: 'lakshmi@example.in', name: 'Lakshmi Rao', image: null, hasPassword: true },
  profile: { firstName: 'Lakshmi', lastName: 'Rao', phone: null, language: null },
  role: 'customer',
  platformRole: 'customer',
  hasStoreAccess: false,
  stores: [],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

function message(overrides: Partial<TUserNotification>): TUserNotification {
  return {
    id: crypto.randomUUID(),
    kind: 'application_changes_requested',
    title: 'Changes needed on your application',
    body: 'The reviewer asked for changes before your pharmacy can be approved:\n\n- Form 20 licence: check the number.',
    link: '/pharmacy-partner/status',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const page = (notifications: TUserNotification[], unread: number, nextCursor: string | null = null) =>
  ({ notifications, nextCursor, unread }) satisfies TUserNotificationList;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderInbox() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/account/notifications']}>
        <InboxBell />
        <Routes>
          <Route path="/account/notifications" element={<InboxPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InboxPage', () => {
  it('lists messages newest first with their state and time; a click marks read, clears the bell and opens the link', async () => {
    const changes = message({});
    const received = message({
      kind: 'application_received',
      title: 'We received your application',
      body: 'Sampige Medicals is in the queue for review.',
      createdAt: '2026-11-20T06:30:00.000Z',
      readAt: '2026-11-20T07:00:00.000Z',
    });
    let unread = 1;
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [COUNT]: () => ({ body: { unread } }),
        [ALL]: () => ({
          body: page([unread ? changes : { ...changes, readAt: new Date().toISOString() }, received], unread),
        }),
        [`POST /api/me/notifications/${changes.id}/read`]: () => {
          unread = 0;
          return { body: { ...changes, readAt: new Date().toISOString() } };
        },
      },
      vi.stubGlobal,
    );
    renderInbox();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName('Partner application: Changes needed on your application (unread)');
    expect(first).toHaveAccessibleDescription(/Form 20 licence: check the number\. 5 min ago$/);
    expect(second).toHaveAccessibleName('Partner application: We received your application');
    // Times are India's: 06:30 UTC is noon in Kolkata
    expect(second).toHaveAccessibleDescription(/20 Nov 2026, 12:00 pm$/);
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeInTheDocument();

    await userEvent.click(first as HTMLElement);
    expect(await screen.findByTestId('where')).toHaveTextContent('/pharmacy-partner/status');
    expect(requests.some((request) => request.method === 'POST' && request.path.endsWith(`${changes.id}/read`))).toBe(
      true,
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-inbox-badge')).not.toBeInTheDocument();
  });

  it('marks all read, then shows the unread tab empty, and pages to older messages', async () => {
    let unread = 2;
    const newer = message({});
    const older = message({ kind: 'application_received', title: 'We received your application' });
    const read = (item: TUserNotification) => ({ ...item, readAt: unread ? null : new Date().toISOString() });
    stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [COUNT]: () => ({ body: { unread } }),
        [ALL]: () => ({ body: page([read(newer)], unread, `1764000000000000_${newer.id}`) }),
        [`${ALL}&cursor=1764000000000000_${newer.id}`]: () => ({ body: page([read(older)], unread) }),
        [UNREAD]: () => ({ body: page(unread ? [newer] : [], unread) }),
        'POST /api/me/notifications/read-all': () => {
          unread = 0;
          return { body: { marked: 2 } };
        },
      },
      vi.stubGlobal,
    );
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    expect(await screen.findByRole('button', { name: /We received your application/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('You are all caught up: nothing unread.')).toBeInTheDocument();
  });

  it('shows an empty inbox, and an error with a retry', async () => {
    stubOrdersApi(
      { 'GET /api/me': { body: me }, [COUNT]: { body: { unread: 0 } }, [ALL]: { body: page([], 0) } },
      vi.stubGlobal,
    );
    const first = renderInbox();
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    first.unmount();

    stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [COUNT]: { body: { unread: 0 } },
        [ALL]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } },
      },
      vi.stubGlobal,
    );
    renderInbox();
    expect(await screen.findByText('We could not load your notifications.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows no bell to a visitor who is not signed in', async () => {
    const requests = stubOrdersApi(
      { 'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } } },
      vi.stubGlobal,
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <InboxBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(requests.some((request) => request.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/me/notifications'))).toBe(false);
  });
});

describe('InboxPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names the bell, the tabs and each message in Hindi, with the time in Hindi', async () => {
    stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [COUNT]: { body: { unread: 1 } },
        [ALL]: { body: page([message({})], 1) },
      },
      vi.stubGlobal,
    );
    await act(() => switchLanguage('hi'));
    renderInbox();
    expect(await screen.findByRole('link', { name: 'सूचनाएँ, 1 बिना पढ़ी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सूचनाएँ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'सूचनाएँ' });
    const [row] = within(list).getAllByRole('button');
    // The message itself is the server's English; its kind and state are the reader's
    expect(row).toHaveAccessibleName('पार्टनर आवेदन: Changes needed on your application (बिना पढ़ी)');
    expect(row).toHaveAccessibleDescription(/5 मिनट पहले$/);
    expect(screen.getByRole('tab', { name: 'बिना पढ़ी 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeEnabled();
  });
});
