import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { usePageTitle } from '@/lib/use-page-title';
import { useDocumentTitle } from './document-title';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

function Layout({ pageTitle }: { pageTitle?: string }) {
  useDocumentTitle();
  usePageTitle(pageTitle ?? null);
  return <p>Page</p>;
}

const routes = (pageTitle?: string) => [
  { path: '/auth', handle: { title: 'Sign in' }, element: <Layout /> },
  { path: '/store/team', handle: { title: 'Team' }, element: <Layout /> },
  { path: '/medicines/dolo', handle: { title: 'Medicine details' }, element: <Layout pageTitle={pageTitle} /> },
  { path: '/', element: <Layout /> },
];

describe('the document title', () => {
  it('names a customer page in Hindi for a Hindi reader, and in English again after switching back', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes(routes(), '/auth', {});
    await screen.findByText('Page');
    expect(document.title).toBe('साइन इन करें | DawaNow');
    await act(() => switchLanguage('en'));
    expect(document.title).toBe('Sign in | DawaNow');
  });

  it('names the home page in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes(routes(), '/', {});
    await screen.findByText('Page');
    expect(document.title).toBe('DawaNow — मिनटों में दवाइयों की डिलीवरी');
  });

  it('keeps the English title of a store panel page, which has no Hindi yet', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes(routes(), '/store/team', {});
    await screen.findByText('Page');
    expect(document.title).toBe('Team | DawaNow');
  });

  it('leaves a page titled after what it shows alone when the language changes', async () => {
    renderRoutes(routes('Dolo 650 Tablet'), '/medicines/dolo', {});
    await screen.findByText('Page');
    await act(async () => undefined);
    expect(document.title).toBe('Dolo 650 Tablet | DawaNow');
    await act(() => switchLanguage('hi'));
    expect(document.title).toBe('Dolo 650 Tablet | DawaNow');
  });
});
