import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { OfflineBanner } from './offline-banner';

function goOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

describe('the offline banner', () => {
  it('says "You are offline" in a polite live region when the connection goes, and nothing once it is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    goOnline(false);
    expect(region).toHaveTextContent('You are offline.');
    expect(region).toHaveTextContent('ordering needs a connection');

    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('says it in Hindi to a Hindi reader', async () => {
    await act(() => switchLanguage('hi'));
    render(<OfflineBanner />);
    goOnline(false);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('आप ऑफ़लाइन हैं।');
    expect(region).toHaveTextContent('ऑर्डर करने के लिए इंटरनेट चाहिए');
  });
});
