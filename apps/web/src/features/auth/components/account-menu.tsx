import { CircleUser } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useAuthText } from '@/components/auth-text';
import { buttonClasses } from '@/components/ui/button';
import { useLazyPopoverTrigger } from '@/components/ui/lazy-popover-trigger';
import { signInIdentity, useMe } from '@/lib/session';

// The menu's code (Radix Popover, floating-ui) loads on first use, not with every page: issue "under
// 200 KB of compressed JavaScript on first load" (bench/bundle.ts). Hover and focus start the download
// so it is usually there by the time the button is pressed.
const loadAccountMenuPopover = () => import('./account-menu-popover');
const AccountMenuPopover = lazy(async () => ({ default: (await loadAccountMenuPopover()).AccountMenuPopover }));

function prefetchAccountMenuPopover() {
  // A failed prefetch is retried when the menu opens.
  loadAccountMenuPopover().catch(() => undefined);
}

/** Header account icon with the user menu (account-menu-popover.tsx). */
export function AccountMenu() {
  const { t } = useAuthText();
  const me = useMe().data;
  const { open, setOpen, hasOpened, buttonRef, contentId, triggerProps } =
    useLazyPopoverTrigger(prefetchAccountMenuPopover);
  if (!me) return null;

  return (
    <>
      <button
        {...triggerProps}
        className={buttonClasses('ghost', 'icon')}
        aria-label={t('menu.button', { name: me.profile.firstName || signInIdentity(me) })}
      >
        <CircleUser className="h-6 w-6" aria-hidden="true" />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopover anchorRef={buttonRef} contentId={contentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
