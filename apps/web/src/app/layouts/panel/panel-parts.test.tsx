import { act, screen } from '@testing-library/react';
import { Home } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { PanelMenu, PanelSectionLink, SkipToContent } from './panel-parts';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

function Frame() {
  return (
    <>
      <SkipToContent />
      <PanelSectionLink
        section={{ to: '/store/orders', label: 'Orders', icon: Home }}
        end
        count={3}
        countName="3 waiting"
        className=""
      />
      <PanelMenu />
    </>
  );
}

const renderFrame = () => renderRoutes([{ path: '/store/orders', element: <Frame /> }], '/store/orders', {});

describe('the panels’ shared frame', () => {
  it('says what it always said in English: skip link, a section with its count, customer site, sign out', async () => {
    renderFrame();
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Orders, 3 waiting' })).toHaveAttribute('href', '/store/orders');
    expect(screen.getByRole('link', { name: 'Customer site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('takes those words from the panel namespace (i18next’s key mode shows the keys instead)', async () => {
    await act(() => i18n.changeLanguage('cimode'));
    renderFrame();
    expect(await screen.findByRole('link', { name: 'frame.skipToContent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'frame.sectionWithCount' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'frame.customerSite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'frame.signOut' })).toBeInTheDocument();
  });
});
