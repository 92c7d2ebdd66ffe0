/**
 * The header's account menu (SPEC §2), loaded when the account button is first opened or hovered:
 * Radix Popover with floating-ui stays out of every page's first load (issue "under 200 KB of
 * compressed JavaScript on first load", bench/bundle.ts).
 */
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import * as Popover from '@radix-ui/react-popover';
import { FileText, LayoutDashboard, LogOut, MapPin, Package, Shield, Store, User } from 'lucide-react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { useTriggerDismissal } from '@/components/ui/lazy-popover-trigger';
import { writeStoredJson } from '@/lib/browser-storage';
import { type ProfileTab, signInIdentity, useMe } from '@/lib/session';
import { useSignOut } from '../use-sign-out';

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100';

type AccountMenuPopoverProps = {
  /** The header button: it positions the menu and gets focus back when it closes. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** SPEC §2: a chosen profile tab is kept in profileActiveTab. */
export function AccountMenuPopover({ anchorRef, contentId, open, onOpenChange }: AccountMenuPopoverProps) {
  const { t } = useAuthText();
  const me = useMe().data;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const dismissal = useTriggerDismissal(anchorRef);
  if (!me) return null;

  function go(path: string, tab?: ProfileTab) {
    if (tab) writeStoredJson('session', STORAGE_KEYS.profileActiveTab, tab);
    onOpenChange(false);
    void navigate(path);
  }

  async function onSignOut() {
    onOpenChange(false);
    await signOut();
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
          aria-label={t('menu.label')}
          {...dismissal}
        >
          <div className="border-b border-slate-100 px-3 pt-1 pb-2">
            <p className="font-medium text-slate-900">
              {me.profile.firstName} {me.profile.lastName}
            </p>
            <p className="truncate text-xs text-slate-600">{signInIdentity(me)}</p>
          </div>
          <nav aria-label={t('menu.label')} className="pt-1">
            <button type="button" className={itemClasses} onClick={() => go('/profile', 'personal')}>
              <User className="h-4 w-4" aria-hidden="true" /> {t('menu.profile')}
            </button>
            <button type="button" className={itemClasses} onClick={() => go('/profile', 'orders')}>
              <Package className="h-4 w-4" aria-hidden="true" /> {t('menu.orders')}
            </button>
            <button type="button" className={itemClasses} onClick={() => go('/profile', 'prescriptions')}>
              <FileText className="h-4 w-4" aria-hidden="true" /> {t('menu.prescriptions')}
            </button>
            <button type="button" className={itemClasses} onClick={() => go('/profile', 'addresses')}>
              <MapPin className="h-4 w-4" aria-hidden="true" /> {t('menu.addresses')}
            </button>
            <button type="button" className={itemClasses} onClick={() => go('/profile', 'security')}>
              <Shield className="h-4 w-4" aria-hidden="true" /> {t('menu.security')}
            </button>
            {me.hasStoreAccess && (
              <button type="button" className={itemClasses} onClick={() => go('/store/dashboard')}>
                <Store className="h-4 w-4" aria-hidden="true" /> {t('menu.storePanel')}
              </button>
            )}
            {me.platformRole === 'admin' && (
              <button type="button" className={itemClasses} onClick={() => go('/admin/dashboard')}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> {t('menu.adminPanel')}
              </button>
            )}
            <button type="button" className={itemClasses} onClick={() => void onSignOut()}>
              <LogOut className="h-4 w-4" aria-hidden="true" /> {t('menu.signOut')}
            </button>
          </nav>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
