import type { TMe } from '@dawanow/shared/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER } from '@/lib/test-customer';
import { renderRoutes } from '@/lib/test-routes';
import { MobileSignInSection } from './mobile-sign-in-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME: TMe = TEST_CUSTOMER;

const PROVIDERS = {
  body: { google: false, googleClientId: null, phone: true, passwordReset: true, devOutbox: false },
};

describe('Profile › Security, mobile sign-in (issue 17)', () => {
  it('verifies the profile’s number with its OTP, and then says the account signs in with it', async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes([{ path: '/profile', element: <MobileSignInSection me={ME} /> }], '/profile', {
      'GET /api/auth/providers': PROVIDERS,
      'POST /api/auth/phone/send-code': { body: { channel: 'sms', expiresInSeconds: 300, resendAfterSeconds: 30 } },
      'POST /api/auth/phone/link': { body: { ...ME, user: { ...ME.user, phoneNumber: '+919845011111' } } },
    });
    const form = await screen.findByRole('form', { name: 'Verify mobile number' });
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('+919845011111');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(await within(form).findByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent('+91 98450 11111');
    expect(within(form).queryByRole('link', { name: 'outbox' })).toBeNull();
    await user.type(within(form).getByLabelText('6-digit OTP'), '12a3456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/api/auth/phone/link')).toBe(true));
    const link = requests.find((request) => request.path === '/api/auth/phone/link');
    expect(link?.body).toEqual({ phone: '+919845011111', code: '123456' });
  });

  it('shows the proven number, and nothing to verify where no code can be sent', async () => {
    renderRoutes(
      [
        {
          path: '/profile',
          element: <MobileSignInSection me={{ ...ME, user: { ...ME.user, phoneNumber: '+919845011111' } }} />,
        },
      ],
      '/profile',
      { 'GET /api/auth/providers': { body: { ...PROVIDERS.body, phone: false } } },
    );
    expect(await screen.findByText(/You can sign in with an OTP sent to/)).toHaveTextContent(
      '+91 98450 11111 (verified)',
    );
    expect(screen.queryByRole('button', { name: 'Use another number' })).toBeNull();
  });
});
