import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PIXEL_SCRIPT_URL, stopMetaPixel } from '@/lib/meta-pixel';
import { AD_CONSENT_POLICY_VERSION } from '@/lib/meta-pixel-consent';
import { AdMeasurement } from './ad-measurement';
import { AdPreferencesButton } from './ad-preferences-button';

const PIXEL_ID = '123456789012345';
const BANNER = { name: 'Ad measurement on Facebook and Instagram' };

afterEach(() => {
  stopMetaPixel();
  delete window.fbq;
  delete window._fbq;
  document.head.innerHTML = '';
});

function renderSite(pixelId: string | null, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AdMeasurement pixelId={pixelId} />
            <AdPreferencesButton />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return {
    navigate: (to: string) => act(() => router.navigate(to)),
  };
}

const pixelScripts = () => document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`);
/** The commands the page handed to the pixel (queued until its script arrives). */
const pixelCommands = () => window.fbq?.queue ?? [];
const pageViews = () => pixelCommands().filter(([command]) => command === 'track');

describe('AdMeasurement', () => {
  it('shows no banner and loads no pixel when no pixel id is configured', async () => {
    const { navigate } = renderSite(null);
    await navigate('/faq');
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it('asks first, with two equal choices, the purpose and the privacy policy, and sends nothing meanwhile', async () => {
    const { navigate } = renderSite(PIXEL_ID);
    const banner = screen.getByRole('region', BANNER);
    expect(banner).toHaveAccessibleDescription(/measure our ads on Facebook\/Instagram/);
    const accept = screen.getByRole('button', { name: 'Accept' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await userEvent.tab();
    await userEvent.tab();
    expect(accept).toHaveFocus();
    await userEvent.tab();
    expect(decline).toHaveFocus();

    await navigate('/faq');
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it('on Accept loads the pixel once, without automatic events, and reports this page', async () => {
    renderSite(PIXEL_ID, '/faq');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(1);
    expect(pixelCommands()).toEqual([
      ['set', 'autoConfig', false, PIXEL_ID],
      ['init', PIXEL_ID],
      ['track', 'PageView'],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adConsent) ?? 'null')).toMatchObject({
      choice: 'accepted',
      policyVersion: AD_CONSENT_POLICY_VERSION,
    });
  });

  it('after Accept reports public pages only, never orders, prescriptions, uploads, profile or checkout', async () => {
    const { navigate } = renderSite(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    for (const path of ['/orders/42', '/prescriptions', '/upload-prescription', '/profile/orders', '/checkout']) {
      await navigate(path);
    }
    expect(pageViews()).toHaveLength(1);
    await navigate('/contact');
    expect(pageViews()).toHaveLength(2);
  });

  it('on Decline loads nothing, now or on later pages', async () => {
    const { navigate } = renderSite(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await navigate('/faq');

    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adConsent) ?? 'null')).toMatchObject({ choice: 'declined' });
  });

  it('remembers the choice on the next visit', () => {
    localStorage.setItem(
      STORAGE_KEYS.adConsent,
      JSON.stringify({
        choice: 'declined',
        decidedAt: new Date().toISOString(),
        policyVersion: AD_CONSENT_POLICY_VERSION,
      }),
    );
    renderSite(PIXEL_ID);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('can be withdrawn from the footer link, after which no event is sent', async () => {
    const { navigate } = renderSite(PIXEL_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const received: unknown[][] = [];
    if (window.fbq) window.fbq.callMethod = (...args) => received.push(args);

    const preferences = screen.getByRole('button', { name: 'Cookie & ad preferences' });
    await userEvent.click(preferences);
    const banner = screen.getByRole('region', BANNER);
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent(/Your choice: accepted on/);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(preferences).toHaveFocus();
    await navigate('/faq');
    await navigate('/');
    expect(received).toEqual([['consent', 'revoke']]);
    expect(pixelScripts()).toHaveLength(1);
  });
});
