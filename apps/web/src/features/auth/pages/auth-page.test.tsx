import { ACCOUNT_SUSPENDED_MESSAGE } from '@dawanow/shared/admin-users';
import { screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/lib/test-routes';
import { AuthPage } from './auth-page';

afterEach(() => {
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
