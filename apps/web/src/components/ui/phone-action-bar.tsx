import { type ReactNode, useRef } from 'react';
import { useFixedHeight } from '@/lib/use-fixed-height';

/**
 * A page's main button (proceed to checkout, place order) held at the bottom of a phone screen, above the
 * tab bar when there is one, with the same space kept free at the page's end so it covers nothing. On
 * wider screens it stays where it is written. Its height is kept in --action-bar-height for the toasts.
 */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFixedHeight(ref, '--action-bar-height');
  return (
    <>
      <div
        ref={ref}
        className="fixed inset-x-0 bottom-(--bottom-dock-height,0px) z-30 space-y-2 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:static md:space-y-4 md:border-0 md:p-0 md:shadow-none"
      >
        {children}
      </div>
      <div aria-hidden="true" className="h-(--action-bar-height,0px) md:hidden" />
    </>
  );
}
