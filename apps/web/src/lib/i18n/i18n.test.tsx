import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileTabBar } from '@/app/layouts/mobile-tab-bar';
import { HeaderLanguageSwitch } from '@/components/language-switch';
import { renderRoutes } from '@/lib/test-routes';
import { testStoreMember } from '@/lib/test-store-member';
import { currentLanguage, currentLocale, i18n, switchLanguage } from './i18n';
import { useLanguageOfProfile } from './use-language';

const signedOut = { 'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } } };
const reader = (language: 'en' | 'hi' | null) => {
  const me = testStoreMember('store_staff');
  return { ...me, profile: { ...me.profile, language } };
};

function Frame() {
  useLanguageOfProfile();
  return (
    <>
      <HeaderLanguageSwitch />
      <MobileTabBar />
    </>
  );
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

describe('the language switch', () => {
  it('turns the screen to Hindi in one tap, marks the page Hindi and remembers it on this device', async () => {
    const { requests } = renderRoutes([{ path: '/', element: <Frame /> }], '/', signedOut);
    expect(screen.getByRole('link', { name: 'Categories' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('link', { name: 'श्रेणियाँ' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'मोबाइल नेविगेशन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('title', 'भाषा बदलें');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('hi');
    // The server reads it from a cookie, to serve the next page's loading screen in Hindi before any JavaScript
    expect(document.cookie).toContain('dawanow-language=hi');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Categories' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.cookie).toContain('dawanow-language=en');
    // A guest's choice stays on the device
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('keeps a signed-in reader’s choice in their profile', async () => {
    const { requests } = renderRoutes([{ path: '/', element: <Frame /> }], '/', {
      'GET /api/me': { body: reader(null) },
      'PUT /api/me/language': { body: reader('hi') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('link', { name: 'श्रेणियाँ' })).toBeVisible();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/me/language', body: { language: 'hi' } });
  });

  it('follows the language a reader chose on another device once they are signed in', async () => {
    renderRoutes([{ path: '/', element: <Frame /> }], '/', { 'GET /api/me': { body: reader('hi') } });
    expect(await screen.findByRole('link', { name: 'श्रेणियाँ' })).toBeVisible();
    expect(currentLanguage()).toBe('hi');
  });

  it('keeps the device’s Hindi for a reader who never chose, and saves it to their profile', async () => {
    await act(() => switchLanguage('hi'));
    const { requests } = renderRoutes([{ path: '/', element: <Frame /> }], '/', {
      'GET /api/me': { body: reader(null) },
      'PUT /api/me/language': { body: reader('hi') },
    });
    expect(await screen.findByRole('button', { name: 'English' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'श्रेणियाँ' })).toBeVisible();
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'PUT', path: '/api/me/language', body: { language: 'hi' } }),
    );
  });

  it('does not write English, the default, into a profile that has no choice', async () => {
    const { requests } = renderRoutes([{ path: '/', element: <Frame /> }], '/', {
      'GET /api/me': { body: reader(null) },
    });
    expect(await screen.findByRole('button', { name: 'हिन्दी' })).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('counts in Hindi with Indian digit grouping', async () => {
    await act(() => switchLanguage('hi'));
    expect(i18n.t('common:header.cartItems', { count: 1 })).toBe('कार्ट, 1 आइटम');
    expect(i18n.t('common:footer.copyright', { year: 2026, company: 'DawaNow' })).toBe(
      '© 2026 DawaNow. सर्वाधिकार सुरक्षित।',
    );
    expect(i18n.format(1234567, 'number', 'hi')).toBe('12,34,567');
    expect(i18n.format(1234567, 'number', 'en')).toBe('12,34,567');
  });
});

describe('money and dates in both languages', () => {
  const evening = '2026-11-21T16:15:00Z'; // 9:45 pm in India

  it('writes rupees the same Indian way in English and Hindi', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(123456.5)).toBe(
      formatRupees(12345650),
    );
  });

  it('names the month in the reader’s language, in India’s time', async () => {
    expect(formatIndianDate(evening, currentLocale())).toBe('21 November 2026');
    await act(() => switchLanguage('hi'));
    expect(currentLocale()).toBe('hi-IN');
    expect(formatIndianDate(evening, currentLocale())).toBe('21 नवंबर 2026');
    expect(formatIndianDateTime(evening, currentLocale())).toBe('21 नव॰ 2026, 9:45 pm');
  });
});
