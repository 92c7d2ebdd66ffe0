import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useDeliverTo, useSelectedStore } from '@/lib/selected-store';
import { LocationButton } from './components/location-button';
import { LocationProvider } from './location-provider';
import { StoresPage } from './pages/stores-page';

const store: TStoreSummary = {
  id: '4f0b6a3e-7d1c-4a55-9b3e-2f6d8c1a9e01',
  name: 'Brigade Road Medicals',
  distance_km: 1.2,
  rating: 4.6,
  reviews: 1,
  hours: '8:00 AM - 10:00 PM',
  image: null,
  drug_license_number: 'KA-B-20-123456',
  gstin: '29ABCDE1234F1Z5',
  address: '12 Brigade Road',
  locality: 'Ashok Nagar',
  city: 'Bengaluru',
  postal_code: '560025',
  phone: '+919876543210',
  latitude: 12.97,
  longitude: 77.6,
  status: 'active',
  is_accepting_orders: true,
  is_open_now: true,
  closure: null,
  is_serviceable: true,
};

/** A browser without geolocation, located by the API's approximate location, with `stores` nearby. */
let nearbyRequests = 0;
/** How many times the nearby stores were asked for since the API was stubbed */
const fetchedNearby = () => nearbyRequests;

function stubLocationApi(stores: TStoreSummary[]) {
  nearbyRequests = 0;
  vi.stubGlobal('fetch', async (input: string) => {
    const { pathname } = new URL(input, 'http://localhost');
    if (pathname === '/api/stores/nearby') nearbyRequests += 1;
    if (pathname === '/api/location/approximate') {
      return Response.json({ latitude: 12.97, longitude: 77.6, source: 'cdn', city: 'Bengaluru' });
    }
    if (pathname === '/api/stores/nearby') {
      return Response.json({ stores, serviceable: stores.some((s) => s.is_serviceable), radius_km: 5 });
    }
    return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, { status: 401 });
  });
}

function renderLocation() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LocationProvider>
          <LocationButton />
          <StoresPage />
        </LocationProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  // sonner keeps its toasts for the file: a test's toast would otherwise show again in the next test's Toaster
  toast.dismiss();
  await act(() => switchLanguage('en'));
});

describe('delivery location in Hindi', () => {
  it('explains the approximate location, names the store found and lists it in Hindi', async () => {
    stubLocationApi([store]);
    await act(() => switchLanguage('hi'));
    renderLocation();

    expect(await screen.findByText('अंदाज़न लोकेशन इस्तेमाल हो रही है')).toBeInTheDocument();
    expect(screen.getByText('आपका ब्राउज़र लोकेशन की सुविधा नहीं देता')).toBeInTheDocument();
    expect(await screen.findByText('स्टोर मिल गया')).toBeInTheDocument();
    expect(screen.getByText('Brigade Road Medicals आप तक डिलीवरी करेगा।')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'स्टोर खोजें' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Brigade Road Medicals' });
    expect(within(card).getByText('अभी खुला है')).toBeInTheDocument();
    expect(within(card).getByText('आपका स्टोर')).toBeInTheDocument();
    expect(within(card).getByText('(1 रिव्यू)', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText(/^\d+ मिनट में डिलीवरी$/)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'लाइसेंस' })).toHaveTextContent('लाइसेंसशुदा फ़ार्मेसी');
    expect(screen.getByRole('button', { name: /Brigade Road Medicals · 1.2 km. डिलीवरी की जगह बदलें/ })).toBeVisible();
  });

  it('says in Hindi when no partner pharmacy is near', async () => {
    stubLocationApi([]);
    await act(() => switchLanguage('hi'));
    renderLocation();
    expect(await screen.findByText('पास में कोई स्टोर नहीं')).toBeInTheDocument();
    expect(screen.getByText('इस जगह के पास हमें कोई पार्टनर फ़ार्मेसी नहीं मिली।')).toBeInTheDocument();
    expect(screen.getByText('5 km के अंदर अभी कोई पार्टनर फ़ार्मेसी नहीं')).toBeInTheDocument();
  });

  it('keeps the SPEC’s English toasts word for word', async () => {
    stubLocationApi([]);
    renderLocation();
    expect(await screen.findByText('Using approximate location')).toBeInTheDocument();
    expect(screen.getByText('Geolocation is not supported by your browser')).toBeInTheDocument();
    expect(await screen.findByText('No Stores Nearby')).toBeInTheDocument();
    expect(screen.getByText('We could not find any partner pharmacies near this location.')).toBeInTheDocument();
  });
});

describe('delivering to a saved address', () => {
  /** What checkout does with the address picked: the delivery location moves there. */
  function Checkout() {
    const deliverTo = useDeliverTo();
    const selected = useSelectedStore();
    return (
      <>
        <p>Cart priced at {selected?.name ?? 'no store'}</p>
        <button type="button" onClick={() => deliverTo({ latitude: 12.978, longitude: 77.64 }, 'Home')}>
          Deliver home
        </button>
      </>
    );
  }

  it('keeps the cart’s store while it still delivers there, and says nothing of a nearer one', async () => {
    const nearer = { ...store, id: '9c3d2e1f-0a4b-4c5d-8e6f-7a8b9c0d1e2f', name: 'Indiranagar Health Mart' };
    localStorage.setItem(STORAGE_KEYS.selectedStore, JSON.stringify(store));
    sessionStorage.setItem(
      STORAGE_KEYS.coordinates,
      JSON.stringify({ latitude: 12.97, longitude: 77.6, label: 'MG Road' }),
    );
    stubLocationApi([nearer, { ...store, distance_km: 3.7 }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <LocationProvider>
            <Checkout />
          </LocationProvider>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Cart priced at Brigade Road Medicals')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deliver home' }));
    await vi.waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.coordinates) ?? '{}').label).toBe('Home'),
    );
    // The answer for the new address has arrived and been applied
    await vi.waitFor(() => expect(fetchedNearby()).toBe(2));
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.getByText('Cart priced at Brigade Road Medicals')).toBeInTheDocument();
    expect(screen.queryByText('Store Found')).not.toBeInTheDocument();
    expect(screen.queryByText('Indiranagar Health Mart will deliver to you.')).not.toBeInTheDocument();
  });
});

describe('LocationPrompt', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('asks for a delivery location in the reader’s language', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <LocationPrompt />
      </MemoryRouter>,
    );
    expect(screen.getByText('Select a delivery location to see price and stock.')).toBeInTheDocument();
    unmount();
    await act(() => switchLanguage('hi'));
    render(
      <MemoryRouter>
        <LocationPrompt />
      </MemoryRouter>,
    );
    expect(screen.getByText('कीमत और स्टॉक देखने के लिए डिलीवरी की जगह चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डिलीवरी की जगह चुनें' })).toHaveAttribute('href', '/stores');
  });
});
