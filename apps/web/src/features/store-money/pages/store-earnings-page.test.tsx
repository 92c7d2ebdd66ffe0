import { rangeEndingOn, type TAnalyticsRange } from '@dawanow/shared/analytics';
import { storeMoneyApi } from '@dawanow/shared/api/store-money';
import { indianToday } from '@dawanow/shared/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { CURSOR, testEarnings, testEarningsOrder } from '../test-money';
import { StoreEarningsPage } from './store-earnings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = { storeId: TEST_STORE_ID };
const opening = rangeEndingOn(indianToday(), 30);
const pathOf = (range: TAnalyticsRange, cursor?: string) =>
  `GET ${apiUrl(storeMoneyApi.earnings, { params, query: cursor ? { ...range, cursor } : range })}`;

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/store/earnings']}>
        <StoreEarningsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('StoreEarningsPage', () => {
  it('shows the totals, each order’s deductions and settlement, the adjustments with their reasons, the monthly statement and the files', async () => {
    const cashOrder = testEarningsOrder({
      orderId: '6a1d9b8f-2c3d-4e5f-8a0b-7c8d9e0f1a2b',
      orderNumber: 'DN-2611-0043',
      paymentMethod: 'cod',
      cashCollectedPaise: 1_120_00,
      netPaise: -118_38,
      settlement: {
        state: 'settled',
        payoutId: '8c2d4e6f-0a1b-4c3d-9e5f-7a8b9c0d1e2f',
        settlementDate: '2026-11-24',
        status: 'paid',
      },
    });
    const disputed = testEarningsOrder({
      orderId: '7b2e0c9a-3d4e-4f6a-9b1c-8d9e0f1a2b3c',
      orderNumber: 'DN-2611-0044',
      settlement: { state: 'held', reason: 'The customer disputes the payment' },
    });
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_admin') },
        [pathOf(opening)]: {
          body: testEarnings(opening, { orders: [testEarningsOrder(), cashOrder], nextCursor: CURSOR }),
        },
        [pathOf(opening, CURSOR)]: { body: testEarnings(opening, { orders: [disputed] }) },
      },
      vi.stubGlobal,
    );
    renderPage();
    await screen.findByText('Sales', { selector: 'dt' }, { timeout: 5000 });
    expect(figure('Sales')).toBe('₹2,240');
    expect(figure('Commission (10%)')).toBe('₹190.48');
    expect(figure('GST on commission (18%)')).toBe('₹34.28');
    expect(figure('TCS (0.5%)')).toBe('₹10');
    expect(figure('TDS (0.1%)')).toBe('₹2');
    expect(figure('Cash collected')).toBe('₹1,120');
    expect(figure('Adjustments')).toBe('-₹50');
    expect(figure('Net earnings')).toBe('₹833.24');

    const orders = screen.getByRole('table', { name: 'Delivered orders and their deductions' });
    const online = within(orders).getByRole('row', { name: /DN-2611-0042/ });
    expect(within(online).getByRole('link', { name: 'DN-2611-0042' })).toHaveAttribute(
      'href',
      '/store/orders/5f0c8a7e-1b2c-4d3e-9f4a-6b7c8d9e0f1a',
    );
    expect(within(online).getByText('20 Nov 2026, 12:00 pm')).toBeInTheDocument();
    expect(within(online).getByText('Online')).toBeInTheDocument();
    expect(within(online).getByText('₹95.24')).toBeInTheDocument();
    expect(within(online).getByText('Settles on 1 December 2026')).toBeInTheDocument();
    const cash = within(orders).getByRole('row', { name: /DN-2611-0043/ });
    expect(within(cash).getByText('Cash')).toBeInTheDocument();
    expect(within(cash).getByText('-₹118.38')).toBeInTheDocument();
    expect(within(cash).getByText('Settled 24 November 2026')).toBeInTheDocument();
    expect(within(cash).getByText('Paid')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const held = await within(orders).findByRole('row', { name: /DN-2611-0044/ });
    expect(within(held).getByText('The customer disputes the payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const adjustments = screen.getByRole('region', { name: 'Adjustments' });
    const adjustment = within(adjustments).getByRole('listitem');
    expect(within(adjustment).getByText('-₹50')).toBeInTheDocument();
    expect(within(adjustment).getByText('21 Nov 2026, 2:45 pm')).toBeInTheDocument();
    expect(within(adjustment).getByText('Delivery fee charged twice on DN-2611-0042')).toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'GST TCS and income-tax TDS by month' });
    const november = within(months).getByRole('row', { name: /November 2026/ });
    expect(within(november).getAllByText('₹2,000')).toHaveLength(3);
    expect(within(november).getAllByText('₹5')).toHaveLength(2);
    expect(screen.getByText('29AAKCD4821M1Z7')).toBeInTheDocument();
    expect(screen.getByText('BLRD04821E')).toBeInTheDocument();
    expect(screen.getByText('29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.getByText('ABCDE1234F')).toBeInTheDocument();

    for (const format of ['csv', 'pdf'] as const) {
      expect(
        screen.getByRole('link', { name: `Download this period's statement as ${format.toUpperCase()}` }),
      ).toHaveAttribute(
        'href',
        `/api/stores/${TEST_STORE_ID}/earnings/export?from=${opening.from}&to=${opening.to}&format=${format}`,
      );
    }
    expect(screen.getByText(/section 194-O of the Income-tax Act/)).toBeInTheDocument();
  });

  it('reads another period from the address when it is picked, and says when nothing was delivered', async () => {
    const week = rangeEndingOn(indianToday(), 7);
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_admin') },
        [pathOf(opening)]: { body: testEarnings(opening) },
        [pathOf(week)]: {
          body: testEarnings(week, {
            store: { name: 'Brigade Road Medicals', gstin: '29ABCDE1234F1Z5', pan: null },
            adjustments: [],
            months: [],
            orders: [],
          }),
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    await screen.findByText('Sales', { selector: 'dt' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByText('No order was delivered in this period.')).toBeInTheDocument();
    expect(screen.getByText('No taxable supplies in this period.')).toBeInTheDocument();
    expect(screen.getByText('No corrections by DawaNow in this period.')).toBeInTheDocument();
    expect(screen.getByText('Not on record, so TDS is 5%')).toBeInTheDocument();
    expect(screen.getByText('TDS (5%)', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Download this period's statement as CSV" })).toHaveAttribute(
      'href',
      expect.stringContaining(`from=${week.from}`),
    );
    expect(requests.map((request) => request.path)).toContain(pathOf(week).slice(4));
  });

  it('offers to try again when the earnings cannot be loaded', async () => {
    let isDown = true;
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_admin') },
        [pathOf(opening)]: () =>
          isDown
            ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } }
            : { body: testEarnings(opening) },
      },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByText('We could not load your earnings.', {}, { timeout: 5000 })).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Net earnings', { selector: 'dt' })).toBeInTheDocument();
  });

  it('tells a manager who can see the earnings, without asking the server', async () => {
    const requests = stubOrdersApi({ 'GET /api/me': { body: testStoreMember('store_manager') } }, vi.stubGlobal);
    renderPage();
    expect(await screen.findByText("Only the store's owner and admins can see its earnings.")).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path.includes('/earnings'))).toBe(false));
  });
});
