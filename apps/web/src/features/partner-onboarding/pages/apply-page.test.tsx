import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { api, draft, GSTIN, stubApi } from '../test-application';
import { ApplyPage } from './apply-page';

function stubPageApi(application: TMyStoreApplication | null) {
  stubApi(application, (input) => {
    if (input === '/api/geocoding/autocomplete?q=560003') {
      return Response.json({
        predictions: [
          {
            id: '42',
            primary_text: 'Malleswaram',
            secondary_text: 'Bengaluru, Karnataka 560003',
            formatted_address: '',
          },
        ],
      });
    }
    if (input === '/api/geocoding/places/42') {
      return Response.json({
        id: '42',
        name: 'Malleswaram',
        formatted_address: 'Malleswaram, Bengaluru, Karnataka 560003',
        latitude: 13.0,
        longitude: 77.57,
        postal_code: '560003',
        city: 'Bengaluru',
        state: 'Karnataka',
      });
    }
    return null;
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/pharmacy-partner/apply', element: <ApplyPage /> }], {
    initialEntries: ['/pharmacy-partner/apply'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

async function fillBusiness(pan: string) {
  await userEvent.selectOptions(await screen.findByLabelText('Type of business'), 'partnership');
  await userEvent.type(screen.getByLabelText('Legal name'), 'Rao and Sons Pharma');
  await userEvent.type(screen.getByLabelText('Trade name'), 'Rao Medicals');
  await userEvent.type(screen.getByLabelText('PAN'), pan);
  await userEvent.type(screen.getByLabelText('GSTIN'), GSTIN.toLowerCase());
  await userEvent.type(screen.getByLabelText('Phone'), '080 4123 4567');
  await userEvent.type(screen.getByLabelText('E-mail'), 'rao@example.in');
}

describe('ApplyPage', () => {
  it('refuses a PAN of another business type before sending anything', async () => {
    stubPageApi(null);
    renderPage();
    await fillBusiness('AAAPR0001K');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/F as its 4th character/)).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('saves the business step and moves on to the premises', async () => {
    stubPageApi(null);
    renderPage();
    await fillBusiness('aaafr0001k');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Premises' })).toBeInTheDocument();
    expect(api.saved).toEqual([
      {
        url: '/api/store-applications/mine/business',
        body: expect.objectContaining({ pan: 'AAAFR0001K', gstin: GSTIN, phone: '+918041234567' }),
      },
    ]);
  });

  it('resumes at the first step not saved, and shows the server’s refusal beside its field', async () => {
    stubPageApi(draft);
    api.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'This GSTIN is registered in Karnataka, but the shop is in Kerala.',
          details: [
            { path: 'body.state', message: 'This GSTIN is registered in Karnataka, but the shop is in Kerala.' },
          ],
        },
      },
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Premises' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Shop number and street'), '12, MG Road');
    await userEvent.type(screen.getByLabelText('Locality or area'), 'Ernakulam');
    await userEvent.type(screen.getByLabelText('City'), 'Kochi');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await userEvent.type(screen.getByLabelText('PIN code'), '682011');
    await userEvent.type(screen.getByLabelText('Latitude'), '9.9816');
    await userEvent.type(screen.getByLabelText('Longitude'), '76.2999');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/registered in Karnataka, but the shop is in Kerala/)).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
  });

  it('fills the city and state from the PIN code', async () => {
    stubPageApi(draft);
    renderPage();
    await userEvent.type(await screen.findByLabelText('PIN code'), '560003');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Karnataka'));
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
  });

  it('keeps the reviewer’s notes in view while the applicant makes the changes', async () => {
    stubPageApi({
      ...draft,
      status: 'changes_requested',
      fieldNotes: { gstin: 'The certificate shows another GSTIN.' },
      decisionNote: 'Everything else looks right.',
    });
    renderPage();
    const notes = await screen.findByRole('region', { name: 'The reviewer asked for changes' });
    expect(notes).toHaveTextContent('GSTIN: The certificate shows another GSTIN.');
    expect(notes).toHaveTextContent('Everything else looks right.');
  });

  it('goes back to a saved step from the step list, but not ahead past one not yet saved', async () => {
    stubPageApi(draft);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Premises' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    // The step list shows from a tablet up; jsdom applies no media queries, so it counts as hidden here
    expect(within(steps).queryByRole('button', { name: /Licences/, hidden: true })).not.toBeInTheDocument();
    await userEvent.click(within(steps).getByRole('button', { name: /Business/, hidden: true }));
    expect(screen.getByRole('heading', { name: 'Business' })).toBeInTheDocument();
    expect(screen.getByLabelText('Legal name')).toHaveValue('Rao and Sons Pharma');
    await userEvent.click(within(steps).getByRole('button', { name: /Premises/, hidden: true }));
    expect(screen.getByRole('heading', { name: 'Premises' })).toBeInTheDocument();
  });
});
