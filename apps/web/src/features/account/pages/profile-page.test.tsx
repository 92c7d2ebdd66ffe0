/** Issue 19: the profile in Hindi, and the language choice in its personal tab. */
import type { TMe } from '@dawanow/shared/auth';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { TEST_CUSTOMER } from '@/lib/test-customer';
import { renderRoutes } from '@/lib/test-routes';
import { AccountPage } from './account-page';
import { ProfilePage } from './profile-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ME: TMe = TEST_CUSTOMER;

const profile = [
  {
    path: '/profile',
    element: <ProfilePage ordersTab={<p>Orders</p>} prescriptionsTab={<p>Prescriptions</p>} signOutAction={null} />,
  },
];

describe('the profile in Hindi', () => {
  it('offers the language in the personal tab, and choosing हिन्दी turns the page to Hindi and keeps it in the profile', async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(profile, '/profile', {
      'GET /api/me': { body: ME },
      'PUT /api/me/language': { body: { ...ME, profile: { ...ME.profile, language: 'hi' } } },
    });
    const setting = await screen.findByRole('region', { name: 'App language' });
    expect(within(setting).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(setting).getByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'व्यक्तिगत जानकारी' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'पहला नाम' })).toHaveValue('Asha');
    expect(screen.getByRole('button', { name: 'जानकारी सेव करें' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'ऐप की भाषा' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/me/language', body: { language: 'hi' } });
  });

  it('shows the security tab in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    const user = userEvent.setup();
    renderRoutes(profile, '/profile', { 'GET /api/me': { body: ME } });
    await user.click(await screen.findByRole('tab', { name: 'सुरक्षा' }));
    expect(screen.getByRole('heading', { name: 'पासवर्ड' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'पासवर्ड बदलें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'हर जगह से साइन आउट करें' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'पक्का करने के लिए DELETE लिखें' })).toBeVisible();
  });

  it('shows the account page and an empty address book in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account', {
      'GET /api/me': { body: ME },
      'GET /api/me/addresses': { body: { addresses: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeVisible();
    expect(screen.getByRole('link', { name: /फ़ार्मेसी पार्टनर आवेदन/ })).toHaveAttribute(
      'href',
      '/pharmacy-partner/status',
    );
    expect(await screen.findByText('अभी कोई पता सेव नहीं है। जल्दी चेकआउट के लिए एक पता जोड़ें।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'नया पता जोड़ें' })).toBeVisible();
  });
});
