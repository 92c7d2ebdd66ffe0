import { ACCOUNT_SUSPENDED_MESSAGE } from '@dawanow/shared/admin-users';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { testStoreMember } from '@/lib/test-store-member';
import { AuthPage } from './auth-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

const SIGNED_OUT = { 'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } } };

function renderAuth(path: string) {
  return renderRoutes(
    [
      {
        path: '/auth',
        element: (
          <>
            <AuthPage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
    SIGNED_OUT,
  );
}

describe('AuthPage back from Google', () => {
  it('says the account is suspended when the sign-in hook refused it, in its own words', async () => {
    renderAuth('/auth?error=google&error=ACCOUNT_SUSPENDED&error_description=Call+0000+to+unlock');
    expect(await screen.findByText('Google Sign In Failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_SUSPENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Call 0000/)).toBeNull();
  });

  it('asks to try again after any other failure', async () => {
    renderAuth('/auth?error=google&error=invalid_state');
    expect(
      await screen.findByText('Please try again, or use your e-mail and password.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('AuthPage with a mobile number (issue 17)', () => {
  const PROVIDERS = {
    'GET /api/auth/providers': {
      body: { google: false, googleClientId: null, phone: true, passwordReset: true, devOutbox: true },
    },
  };
  const SENT = { body: { channel: 'outbox', expiresInSeconds: 300, resendAfterSeconds: 30 } };

  /** /api/me answers "signed out" until `signIn()`, then as `me`. */
  function renderPhoneAuth(
    extra: Record<string, { status?: number; body?: unknown }>,
    me = testStoreMember('store_staff'),
  ) {
    let isSignedIn = false;
    const answers = {
      ...PROVIDERS,
      'POST /api/auth/phone/send-code': SENT,
      'GET /api/me': () => (isSignedIn ? { body: me } : SIGNED_OUT['GET /api/me']),
      ...extra,
    };
    const view = renderRoutes(
      [
        { path: '/auth', element: <AuthPage /> },
        { path: '/store/dashboard', element: <h1>Store dashboard</h1> },
      ],
      '/auth',
      answers,
    );
    return { ...view, signIn: () => (isSignedIn = true) };
  }

  it('offers the mobile number first, then signs a pharmacy member in with the OTP onto the store dashboard', async () => {
    const user = userEvent.setup();
    const view = renderPhoneAuth({ 'POST /api/auth/phone/verify': { body: { isNewAccount: false } } });
    const phoneForm = await screen.findByRole('form', { name: 'Sign in with mobile number' });
    const emailForm = screen.getByRole('form', { name: 'Sign in' });
    expect(phoneForm.compareDocumentPosition(emailForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(within(phoneForm).getByLabelText('Mobile number'), '98765 43210');
    await user.click(within(phoneForm).getByRole('button', { name: 'Get OTP' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter OTP' });
    expect(codeForm).toHaveTextContent('Enter the 6-digit OTP sent to +91 98765 43210.');
    expect(within(codeForm).getByRole('link', { name: 'outbox' })).toHaveAttribute('href', '/dev/outbox');
    expect(within(codeForm).getByText(/Resend OTP in 0:\d\d/)).toBeInTheDocument();

    view.signIn();
    await user.type(within(codeForm).getByLabelText('6-digit OTP'), '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Store dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    const sent = view.requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
    expect(sent).toEqual([
      { path: '/api/auth/phone/send-code', body: { phone: '+919876543210' } },
      { path: '/api/auth/phone/verify', body: { phone: '+919876543210', code: '123456' } },
    ]);
  });

  it('shows a wrong code’s tries left under the field', async () => {
    const user = userEvent.setup();
    renderPhoneAuth({
      'POST /api/auth/phone/verify': {
        status: 400,
        body: {
          error: { code: 'OTP_INVALID', message: 'That code is not right. 4 tries left.', details: { triesLeft: 4 } },
        },
      },
    });
    const phoneForm = await screen.findByRole('form', { name: 'Sign in with mobile number' });
    await user.type(within(phoneForm).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(phoneForm).getByRole('button', { name: 'Get OTP' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter OTP' });
    await user.type(within(codeForm).getByLabelText('6-digit OTP'), '654321');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(codeForm).findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
  });

  it('points the owner of an e-mail account to it, or makes a separate account with the same code', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const view = renderPhoneAuth({
      'POST /api/auth/phone/verify': (() => {
        asked += 1;
        return asked === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'PHONE_ON_EMAIL_ACCOUNT',
                  message: 'This number is on an account that signs in with e-mail.',
                  details: { maskedEmail: 'as•••@example.in' },
                },
              },
            }
          : { body: { isNewAccount: true } };
      }) as never,
    });
    const phoneForm = await screen.findByRole('form', { name: 'Sign in with mobile number' });
    await user.type(within(phoneForm).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(phoneForm).getByRole('button', { name: 'Get OTP' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter OTP' });
    await user.type(within(codeForm).getByLabelText('6-digit OTP'), '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify OTP' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'This number is on your DawaNow account that signs in with e-mail (as•••@example.in)',
    );

    view.signIn();
    await user.click(within(notice).getByRole('button', { name: 'Create a separate account' }));
    expect(await screen.findByRole('heading', { name: 'Store dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    const verifies = view.requests.filter((request) => request.path === '/api/auth/phone/verify');
    expect(verifies.map((request) => request.body)).toEqual([
      { phone: '+919876543210', code: '123456' },
      { phone: '+919876543210', code: '123456', createSeparateAccount: true },
    ]);
  });
});

describe('AuthPage in Hindi (issue 19)', () => {
  it('signs in with a mobile number in Hindi, and says a wrong code’s tries left in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], '/auth', {
      ...SIGNED_OUT,
      'GET /api/auth/providers': {
        body: { google: false, googleClientId: null, phone: true, passwordReset: true, devOutbox: true },
      },
      'POST /api/auth/phone/send-code': { body: { channel: 'outbox', expiresInSeconds: 300, resendAfterSeconds: 30 } },
      'POST /api/auth/phone/verify': {
        status: 400,
        body: {
          error: { code: 'OTP_INVALID', message: 'That code is not right. 4 tries left.', details: { triesLeft: 4 } },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'साइन इन करें या नया अकाउंट बनाएँ' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'साइन इन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'अकाउंट बनाएँ' })).toBeVisible();
    const emailForm = screen.getByRole('form', { name: 'साइन इन' });
    expect(within(emailForm).getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
    expect(within(emailForm).getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    expect(screen.getByText('या ई-मेल से साइन इन करें')).toBeVisible();

    const phoneForm = await screen.findByRole('form', { name: 'मोबाइल नंबर से साइन इन करें' });
    expect(within(phoneForm).getByText('हम SMS से 6 अंकों का OTP भेजेंगे')).toBeVisible();
    await user.type(within(phoneForm).getByRole('textbox'), '9876543210');
    await user.click(within(phoneForm).getByRole('button', { name: 'OTP पाएँ' }));

    const codeForm = await screen.findByRole('form', { name: 'OTP डालें' });
    expect(codeForm).toHaveTextContent('+91 98765 43210 पर भेजा गया 6 अंकों का OTP डालें।');
    expect(within(codeForm).getByRole('button', { name: 'नंबर बदलें' })).toBeVisible();
    expect(within(codeForm).getByRole('link', { name: 'आउटबॉक्स' })).toHaveAttribute('href', '/dev/outbox');
    expect(within(codeForm).getByText(/बाद OTP दोबारा भेज सकेंगे/)).toBeVisible();
    await user.type(within(codeForm).getByRole('textbox'), '654321');
    await user.click(within(codeForm).getByRole('button', { name: 'OTP वेरिफ़ाई करें' }));
    expect(await within(codeForm).findByText('यह OTP सही नहीं है। 4 कोशिशें बाकी हैं।')).toBeVisible();
  });
});
