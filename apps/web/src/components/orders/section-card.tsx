import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A titled white card: the building block of the order screens. */
export function SectionCard({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // Not derived from the title: a Hindi title has no Latin letters to make a distinct id from
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-xl bg-white p-4 ring-1 ring-slate-200', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
