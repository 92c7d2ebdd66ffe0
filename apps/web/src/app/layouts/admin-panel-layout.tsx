/**
 * The admin panel's own frame (not the customer site's: no cart, no store finder, no footer): the
 * navigation of every admin section, who is signed in, and the way back to the customer site or out.
 * `RequireRole` has already let only platform administrators in.
 */
import { Menu, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { useSessionTimers } from '@/features/auth/use-session-timers';
import { useMe } from '@/lib/session';
import { AdminNav } from './admin-panel/admin-nav';
import type { TAdminPanelTitle } from './admin-panel/text';
import { useDocumentTitle } from './document-title';
import { Logo } from './logo';
import { PanelMenu, SkipToContent } from './panel/panel-parts';

function SignedInAs() {
  const { t } = useAdminPanelText();
  const me = useMe().data;
  if (!me) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <ShieldCheck className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{t('layout.signedInAs.platformAdmin')}</span>
        <span className="block truncate text-xs">{me.user.email}</span>
      </span>
    </p>
  );
}

/** Below the lg breakpoint: a bar with a menu button; the sheet belongs to the screen it was opened on. */
function CompactHeader() {
  const { t } = useAdminPanelText();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  return (
    <header className="border-b border-slate-200 bg-white lg:hidden">
      <div className="flex h-14 items-center justify-between px-4">
        <Logo />
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="admin-menu"
          onClick={() => setOpenOn(isOpen ? null : pathname)}
          className="flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {isOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          {t('layout.compactHeader.menu')}
        </button>
      </div>
      {isOpen && (
        <div id="admin-menu" className="max-h-[75vh] space-y-3 overflow-y-auto border-t border-slate-100 p-3">
          <SignedInAs />
          <AdminNav label={t('layout.compactHeader.adminSections')} />
          <div className="border-t border-slate-100 pt-2">
            <PanelMenu />
          </div>
        </div>
      )}
    </header>
  );
}

/** Every admin screen's frame. */
export function AdminPanelLayout() {
  const { t } = useAdminPanelText();
  useDocumentTitle((title) => t(`titles.${title as TAdminPanelTitle}`));
  useSessionTimers();
  return (
    // English only this round (issue 19): a Hindi reader's screen reader must still read it as English
    <div lang="en-IN" className="min-h-screen bg-slate-50 lg:flex">
      <SkipToContent />
      <aside className="hidden w-64 shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-screen lg:overflow-y-auto">
        <Logo />
        <SignedInAs />
        <AdminNav />
        <div className="mt-auto border-t border-slate-100 pt-3">
          <PanelMenu />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <CompactHeader />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8 md:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
