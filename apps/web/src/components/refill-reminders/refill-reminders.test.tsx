import type { TOrderRefillOptions, TRefillReminder } from '@dawanow/shared/refill-reminders';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { OrderRefillCard } from './order-refill-card';
import { RefillRemindersSection } from './refill-reminder-list';

const ORDER = '5b3c0d8e-8f0c-4a4e-9b52-1f2d3c4b5a69';
const METFORMIN = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const reminder: TRefillReminder = {
  id: '7f6e5d4c-3b2a-4190-8877-665544332211',
  orderId: ORDER,
  orderNumber: 'DN-2611-000042',
  storeId: '45340335-92ed-41ee-a6e0-ee0eb6c5b420',
  storeName: 'Brigade Road Medicals',
  product: { id: METFORMIN, name: 'Glycomet 500 Tablet', packLabel: 'strip of 10 tablets', unitPricePaise: 3000 },
  quantity: 3,
  dose: { kind: 'units_per_day', unitsPerDay: 2 },
  daysSupply: 15,
  remindOn: '2026-12-09',
  status: 'scheduled',
  createdAt: '2026-11-27T10:00:00+05:30',
  sentAt: null,
};
const options = (withReminder: boolean): TOrderRefillOptions => ({
  available: true,
  lines: [
    {
      productId: METFORMIN,
      name: 'Glycomet 500 Tablet',
      packLabel: 'strip of 10 tablets',
      packSize: 10,
      countsUnits: true,
      quantity: 3,
      reminder: withReminder ? reminder : null,
    },
  ],
});

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe("the order page's refill reminder", () => {
  it('asks the daily dose and sets the reminder', async () => {
    let set = false;
    const { requests } = renderRoutes(
      [{ path: '/', element: <OrderRefillCard orderId={ORDER} storeName="Brigade Road Medicals" /> }],
      '/',
      {
        [`GET /api/orders/${ORDER}/refill-reminders`]: () => ({ body: options(set) }),
        [`POST /api/orders/${ORDER}/refill-reminders`]: () => {
          set = true;
          return { body: reminder };
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Refill reminders' });
    const dose = within(card).getByRole('spinbutton', { name: 'How many do you take a day?' });
    await userEvent.clear(dose);
    await userEvent.type(dose, '1.3');
    await userEvent.click(within(card).getByRole('button', { name: 'Remind me to refill' }));
    expect(await within(card).findByText('Enter whole or half tablets')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(dose);
    await userEvent.type(dose, '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Remind me to refill' }));
    expect(await within(card).findByText('We will remind you on 9 December 2026 · 15 days of medicine')).toBeVisible();
    expect(requests).toContainEqual({
      method: 'POST',
      path: `/api/orders/${ORDER}/refill-reminders`,
      body: { productId: METFORMIN, dose: { kind: 'units_per_day', unitsPerDay: 2 } },
    });
  });

  it('shows nothing for an order without daily medicines', async () => {
    const { requests } = renderRoutes(
      [{ path: '/', element: <OrderRefillCard orderId={ORDER} storeName="Brigade Road Medicals" /> }],
      '/',
      { [`GET /api/orders/${ORDER}/refill-reminders`]: { body: { available: true, lines: [] } } },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Refill reminders' })).not.toBeInTheDocument();
  });

  it('reads in Hindi for a Hindi reader', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes([{ path: '/', element: <OrderRefillCard orderId={ORDER} storeName="Brigade Road Medicals" /> }], '/', {
      [`GET /api/orders/${ORDER}/refill-reminders`]: { body: options(true) },
    });
    const card = await screen.findByRole('region', { name: 'दवा दोबारा मँगाने का रिमाइंडर' });
    expect(within(card).getByText('हम आपको 9 दिसंबर 2026 को याद दिलाएँगे · 15 दिन की दवा')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'रिमाइंडर रद्द करें Glycomet 500 Tablet' })).toBeVisible();
  });
});

describe("the profile's refill reminders", () => {
  it('lists the reminders to come with a reorder link, and cancels one', async () => {
    let cancelled = false;
    const { requests } = renderRoutes([{ path: '/', element: <RefillRemindersSection /> }], '/', {
      'GET /api/me/refill-reminders': () => ({ body: { reminders: cancelled ? [] : [reminder] } }),
      [`DELETE /api/me/refill-reminders/${reminder.id}`]: () => {
        cancelled = true;
        return { body: { ok: true } };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Glycomet 500 Tablet' });
    expect(within(item).getByText('Glycomet 500 Tablet × 3 packs')).toBeVisible();
    expect(within(item).getByText('Order DN-2611-000042 · Brigade Road Medicals')).toBeVisible();
    expect(within(item).getByText('Reminder on 9 December 2026')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Reorder' })).toHaveAttribute('href', `/refills/${reminder.id}`);

    await userEvent.click(within(item).getByRole('button', { name: 'Cancel reminder Glycomet 500 Tablet' }));
    expect(await screen.findByText(/No refill reminders yet/)).toBeVisible();
    expect(requests).toContainEqual({ method: 'DELETE', path: `/api/me/refill-reminders/${reminder.id}`, body: {} });
  });
});
