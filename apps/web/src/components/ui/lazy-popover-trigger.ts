/**
 * A popover trigger whose popover code loads on first use: the props Radix's Popover.Trigger would
 * render, plus a prefetch on hover or focus, so Radix stays out of every page's first download.
 */
import { type RefObject, useId, useRef, useState } from 'react';

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

/**
 * Radix popover handlers that make the plain trigger behave like Popover.Trigger: a press on the
 * trigger toggles the popover instead of dismissing it as an outside click, and focus returns to the
 * trigger on close unless the visitor clicked or tabbed elsewhere.
 */
export function useTriggerDismissal(anchorRef: RefObject<HTMLButtonElement | null>) {
  const hasInteractedOutside = useRef(false);
  return {
    onInteractOutside: (event: { target: EventTarget | null; preventDefault: () => void }) => {
      if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
      else hasInteractedOutside.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!hasInteractedOutside.current) anchorRef.current?.focus();
      hasInteractedOutside.current = false;
    },
  };
}
