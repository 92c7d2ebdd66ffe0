/** Issue 19: a policy's text stays English; a Hindi reader is told so, around Hindi words and dates. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { ContactPage } from './contact-page';
import { PolicyPage } from './policy-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

const privacy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  summary: 'How DawaNow handles your data.',
  bodyMarkdown: '## What we collect\n\nYour name and address.',
  version: '3',
  updatedAt: '2026-11-21T16:15:00Z',
};

function renderPolicy() {
  return renderRoutes([{ path: '/privacy-policy', element: <PolicyPage slug="privacy-policy" /> }], '/privacy-policy', {
    'GET /api/content/pages/privacy-policy': { body: privacy },
  });
}

describe('a policy page', () => {
  it('says nothing about language to an English reader', async () => {
    renderPolicy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated 21 November 2026')).toBeVisible();
    expect(screen.queryByText(/अंग्रेज़ी/)).toBeNull();
  });

  it('tells a Hindi reader the policy is in English only, and dates it in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderPolicy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('यह नीति अभी केवल अंग्रेज़ी में उपलब्ध है।')).toBeVisible();
    expect(screen.getByText('आखिरी बदलाव 21 नवंबर 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What we collect' }).closest('[lang]')).toHaveAttribute('lang', 'en-IN');
  });
});

describe('the contact page in Hindi', () => {
  it('labels the form and the support details in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    expect(form).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'विषय' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मैसेज भेजें' })).toBeVisible();
    expect(await screen.findByText('सपोर्ट 24/7 उपलब्ध है।')).toBeVisible();
  });
});
