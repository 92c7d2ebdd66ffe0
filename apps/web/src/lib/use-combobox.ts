import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';

/**
 * A text field with a list of suggestions, as the WAI-ARIA "combobox with listbox popup" pattern has it:
 * focus stays in the input, the arrow keys move `aria-activedescendant` through the options, Enter chooses the
 * highlighted one and Escape closes the list. The header search and the address search both use it, so a
 * screen reader hears the two the same way.
 *
 * Options are tracked by key rather than position: when new suggestions arrive, the highlight must not
 * jump to another one.
 */
export function useCombobox<TOption extends { key: string }>({
  id,
  options,
  isExpanded,
  canOpen = true,
  onOpen,
  onClose,
  onChoose,
  listLabel,
}: {
  /** The input's id; the list's and options' ids are made from it */
  id: string;
  options: TOption[];
  /** Whether the list is shown now */
  isExpanded: boolean;
  /** Whether the arrow keys may open the list (e.g. enough text typed) */
  canOpen?: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (option: TOption) => void;
  /** The list's accessible name, e.g. "Address suggestions" */
  listLabel: string;
}) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const listboxId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOptionId = isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An Enter that confirms a Hindi (or other IME) composition is not a choice.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!canOpen || options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const start = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
        const next = (start + step + options.length) % options.length;
        onOpen();
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case 'Escape':
        // Chrome would also clear a search input on Escape; closing the list is all that is asked.
        if (isExpanded) {
          event.preventDefault();
          setActiveKey(null);
          onClose();
        }
        return;
      case 'Enter': {
        const active = isExpanded ? options[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          onChoose(active);
        }
        return;
      }
    }
  }

  return {
    activeIndex,
    /** Forget the highlight (the text changed, the list closed) */
    resetActive: () => setActiveKey(null),
    inputProps: {
      id,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isExpanded,
      'aria-controls': listboxId,
      'aria-activedescendant': activeOptionId,
      autoComplete: 'off',
      onKeyDown,
    } as const,
    listboxProps: {
      id: listboxId,
      role: 'listbox',
      'aria-label': listLabel,
      // Pressing an option must not blur the input, or the list would close before the click lands.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    } as const,
    /** The input keeps focus and handles the keys; an option only needs the click. */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        tabIndex: -1,
        'aria-selected': index === activeIndex,
        onClick: () => {
          const option = options[index];
          if (option) onChoose(option);
        },
      }) as const,
  };
}
