/**
 * A modal dialog on the browser's own <dialog>: focus moves in and back, Escape closes and the page
 * behind is inert, with no extra JavaScript for low-end phones to download.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape and form method="dialog" close the element itself; the parent's state must follow.
      onClose={onClose}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-slate-700">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
        </>
      )}
    </dialog>
  );
}
