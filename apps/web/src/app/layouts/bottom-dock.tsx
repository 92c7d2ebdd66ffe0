import { type ReactNode, useRef } from 'react';
import { useFixedHeight } from '@/lib/use-fixed-height';

/**
 * One fixed stack at the bottom of a phone screen (the cart bar over the tab bar), so bars never overlap
 * each other, with a spacer of its height at the end of the page so the last card stays reachable. Its
 * height is kept in --bottom-dock-height: sticky action bars and toasts sit above it (issue 17).
 */
export function BottomDock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFixedHeight(ref, '--bottom-dock-height');
  return (
    <>
      <div aria-hidden="true" className="h-(--bottom-dock-height) md:hidden" />
      <div ref={ref} className="fixed inset-x-0 bottom-0 z-40 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
        {children}
      </div>
    </>
  );
}
