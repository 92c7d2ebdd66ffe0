import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { AdminSettingsPage } from './admin-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(path = '/admin/settings') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSettingsPage auditLog={<p>The audit log</p>} orderSettingsHistory={<p>Order settings history</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminSettingsPage', () => {
  it('shows the order settings in seconds and rupees and saves a change in paise', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/admin/settings/orders': { body: { acceptanceWindowSeconds: 180, codLimitPaise: 2_000_00 } },
        'PUT /api/admin/settings/orders': (body) => ({ body }),
      },
      vi.stubGlobal,
    );
    renderPage();
    const window = await screen.findByLabelText('Store acceptance window (seconds)');
    expect(window).toHaveValue(180);
    const limit = screen.getByLabelText('Cash on delivery limit (₹)');
    expect(limit).toHaveValue(2000);
    expect(screen.getByRole('button', { name: 'Save order settings' })).toBeDisabled();

    await userEvent.clear(window);
    await userEvent.type(window, '120');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save order settings' }));
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/settings/orders',
      body: { acceptanceWindowSeconds: 120, codLimitPaise: 1_500_00 },
    });
  });

  it('refuses a window shorter than 10 seconds without asking the server', async () => {
    const requests = stubOrdersApi(
      { 'GET /api/admin/settings/orders': { body: { acceptanceWindowSeconds: 180, codLimitPaise: 2_000_00 } } },
      vi.stubGlobal,
    );
    renderPage();
    const window = await screen.findByLabelText('Store acceptance window (seconds)');
    await userEvent.clear(window);
    await userEvent.type(window, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save order settings' }));
    expect(await screen.findByText('At least 10 seconds')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('says when the settings cannot be loaded', async () => {
    stubOrdersApi({ 'GET /api/admin/settings/orders': { status: 500, body: {} } }, vi.stubGlobal);
    renderPage();
    // After the one retry the app allows
    expect(
      await screen.findByText('The order settings could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('switches to the audit log view by its address, and back', async () => {
    stubOrdersApi(
      { 'GET /api/admin/settings/orders': { body: { acceptanceWindowSeconds: 180, codLimitPaise: 2_000_00 } } },
      vi.stubGlobal,
    );
    renderPage('/admin/settings?view=audit-log');
    expect(screen.getByText('The audit log')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByLabelText('Store acceptance window (seconds)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByLabelText('Store acceptance window (seconds)')).toBeInTheDocument();
    expect(screen.queryByText('The audit log')).not.toBeInTheDocument();
  });
});
