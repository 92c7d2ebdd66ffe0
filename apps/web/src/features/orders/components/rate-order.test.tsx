import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { RateOrder } from './rate-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER_ID = '0b6a4d1e-3c2f-4e8a-9b7d-5f1e2a3c4d5e';
const order = { id: ORDER_ID, status: 'delivered', storeName: 'Residency Road Medicals' } as TOrderDetail;
const RATING_URL = `/api/orders/${ORDER_ID}/rating`;

function renderCard(answers: Parameters<typeof stubOrdersApi>[0], shown: TOrderDetail = order) {
  const requests = stubOrdersApi(answers, vi.stubGlobal);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RateOrder order={shown} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('RateOrder', () => {
  it('rates with the keyboard, asks for consent before words are published, then shows what was sent', async () => {
    const user = userEvent.setup();
    const requests = renderCard({
      [`GET ${RATING_URL}`]: { body: { rating: null } },
      [`POST ${RATING_URL}`]: (body) => ({
        status: 201,
        body: {
          rating: {
            stars: (body as { stars: number }).stars,
            testimonial: { quote: 'Came at midnight', status: 'pending' },
            createdAt: '2026-11-27T06:00:00.000Z',
          },
        },
      }),
    });
    const group = await screen.findByRole('group', { name: 'How was Residency Road Medicals?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeInTheDocument();

    // Arrow keys move through a radio group: from 3 stars to 4
    await user.click(screen.getByRole('radio', { name: '3 stars: Okay' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars: Good' })).toBeChecked();

    expect(screen.getByText(/leave out medicine names, health conditions and phone numbers/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('A few words about DawaNow (optional)'), 'Came at midnight');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(/Tick the box to let us publish your words/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Publish my words on DawaNow with my first name and city/ }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated Residency Road Medicals 4 out of 5. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Our team reads it before it is published.', { exact: false })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      stars: 4,
      testimonial: 'Came at midnight',
      consentToPublish: true,
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    renderCard({
      [`GET ${RATING_URL}`]: { body: { rating: null } },
      [`POST ${RATING_URL}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'You have already rated this order. Thank you!' } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: '5 stars: Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already rated this order. Thank you!');
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeInTheDocument();
  });

  it('is not offered before the order is delivered', () => {
    const requests = renderCard({}, { ...order, status: 'out_for_delivery' });
    expect(screen.queryByRole('heading', { name: 'Rate this order' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
