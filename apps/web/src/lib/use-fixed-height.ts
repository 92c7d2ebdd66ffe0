import { type RefObject, useEffect } from 'react';

/**
 * Keeps a CSS variable on the document at the height of an element while it is fixed to the screen (0 when a
 * wider screen lays it out in the page or hides it), so what it could cover — the page's end, toasts — can
 * keep clear of it. Measured, not assumed: text can be enlarged and the safe area differs per phone.
 */
export function useFixedHeight(ref: RefObject<HTMLElement | null>, variable: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const isFixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(variable, `${isFixed ? element.offsetHeight : 0}px`);
    };
    publish();
    // jsdom has no ResizeObserver; there the first measure stands. Hiding and showing at a breakpoint
    // changes the size, so the observer also follows the screen size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable]);
}
