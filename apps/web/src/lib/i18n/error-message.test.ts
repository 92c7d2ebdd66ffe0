import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorMessage, validationMessage } from './error-message';
import { switchLanguage } from './i18n';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

const refusal = (code: ApiError['code'], message: string, details?: unknown) =>
  new ApiError(400, code, message, details);

describe('errorMessage', () => {
  it('gives English readers the server’s own words', () => {
    expect(
      errorMessage(refusal('OTP_EXPIRED', 'This code has expired or a newer one was sent. Ask for a new code.')),
    ).toBe('This code has expired or a newer one was sent. Ask for a new code.');
    expect(errorMessage(refusal('CONFLICT', 'Aspirin just sold out. Please review your cart.'))).toBe(
      'Aspirin just sold out. Please review your cart.',
    );
  });

  it('translates for Hindi readers: the server’s sentence, else its code, else the sentence as sent', async () => {
    await act(() => switchLanguage('hi'));
    expect(errorMessage(refusal('ORDER_NOT_CANCELLABLE', 'This order is already cancelled.'))).toBe(
      'यह ऑर्डर पहले ही रद्द हो चुका है।',
    );
    expect(errorMessage(refusal('NOT_FOUND', 'This payout does not exist.'))).toBe('आप जो ढूँढ रहे हैं, वह हमें नहीं मिला।');
    expect(errorMessage(refusal('OTP_INVALID', 'That code is not right. 2 tries left.', { triesLeft: 2 }))).toBe(
      'यह OTP सही नहीं है। 2 कोशिशें बाकी हैं।',
    );
    expect(
      errorMessage(
        refusal('RATE_LIMITED', 'Too many attempts. Please try again in 5 minutes.', { retryAfterSeconds: 290 }),
      ),
    ).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 5 मिनट बाद फिर से कोशिश करें।');
    expect(
      errorMessage(new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.')),
    ).toBe('लगता है आप ऑफ़लाइन हैं। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    // Nothing fits a specific conflict: the server's sentence is still better than a vague one
    expect(errorMessage(refusal('CONFLICT', 'Aspirin just sold out. Please review your cart.'))).toBe(
      'Aspirin just sold out. Please review your cart.',
    );
  });
});

describe('validationMessage', () => {
  it('translates a shared schema’s message for Hindi readers and leaves others as they are', async () => {
    expect(validationMessage('Enter a valid 10-digit Indian mobile number')).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
    await act(() => switchLanguage('hi'));
    expect(validationMessage('Enter a valid 10-digit Indian mobile number')).toBe(
      'सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
    );
    expect(validationMessage('Use at least 8 characters')).toBe('कम से कम 8 अक्षर रखें');
    expect(validationMessage('A message nobody translated')).toBe('A message nobody translated');
    expect(validationMessage(undefined)).toBeUndefined();
  });
});
