import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { ErrorState } from './error-state';
import { EmailField, OtpField, PasswordField, PhoneField } from './form-field';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

function SignInFields({ phoneError }: { phoneError?: string }) {
  return (
    <>
      <EmailField />
      <PasswordField />
      <PhoneField error={phoneError} />
      <OtpField />
    </>
  );
}

describe('the shared form fields', () => {
  it('name themselves in English by default', () => {
    render(<SignInFields />);
    for (const name of ['Email', 'Password', 'Mobile number', '6-digit OTP'])
      expect(screen.getByLabelText(name)).toBeInTheDocument();
  });

  it('name themselves in Hindi and show a shared schema’s message in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    render(<SignInFields phoneError="Enter a valid 10-digit Indian mobile number" />);
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('6 अंकों का OTP')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription('सही 10 अंकों का भारतीय मोबाइल नंबर डालें');
  });
});

describe('the error state', () => {
  it('offers a retry in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    render(<ErrorState message="दवाइयाँ लोड नहीं हो पाईं।" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });
});
