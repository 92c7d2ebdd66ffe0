/**
 * A popover trigger whose popover code loads on first use: the props Radix's Popover.Trigger would
 * render, plus a prefetch on hover or focus, so Radix stays out of every page's first download.
 */
import { useId, useRef, useState } from 'react';

export function useLazyPopoverTrigger(prefetch: () => void) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return {
    open,
    setOpen,
    /** Render the lazy popover once this is true; it stays mounted so closing animates and keeps state. */
    hasOpened,
    buttonRef,
    contentId,
    triggerProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        setHasOpened(true);
        setOpen((isOpen) => !isOpen);
      },
    },
  };
}
