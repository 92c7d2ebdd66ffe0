import { Download } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useCommonText } from '@/lib/i18n/common-text';
import { Button, buttonClasses } from './button';
import { InputField } from './form-field';

// Whole class names, so that Tailwind finds them
const LAYOUTS = {
  3: { grid: 'lg:grid-cols-3', actions: 'lg:col-span-3' },
  4: { grid: 'lg:grid-cols-4', actions: 'lg:col-span-4' },
};

/**
 * A list's filter form: its search box (`q`, two columns wide unless told otherwise) and fields in a grid
 * (`columns` wide on desktop, two on tablets, one on phones), then the button that applies them and, where the
 * list has one, the CSV export of the same view. `onApply` gets the submitted form.
 */
export function FilterForm({
  label,
  columns,
  submitLabel,
  exportHref,
  search,
  onApply,
  children,
}: {
  label: string;
  columns: keyof typeof LAYOUTS;
  submitLabel: string;
  exportHref?: string;
  /** The text search, named `q`: what it finds, and its value in the address */
  search?: { label?: string; value: string | null | undefined; placeholder: string; isNarrow?: boolean };
  onApply: (form: FormData) => void;
  children: ReactNode;
}) {
  const { t } = useCommonText();
  const layout = LAYOUTS[columns];
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  }
  return (
    <form onSubmit={submit} aria-label={label} className={`grid gap-3 sm:grid-cols-2 ${layout.grid}`}>
      {search && (
        <div className={search.isNarrow ? undefined : 'sm:col-span-2'}>
          <InputField
            label={search.label ?? t('ui.search')}
            name="q"
            type="search"
            defaultValue={search.value ?? ''}
            placeholder={search.placeholder}
          />
        </div>
      )}
      {children}
      <div className={`flex flex-wrap items-end gap-2 sm:col-span-2 ${layout.actions}`}>
        <Button type="submit">{submitLabel}</Button>
        {exportHref && (
          <a href={exportHref} download className={buttonClasses('outline')}>
            <Download className="h-4 w-4" aria-hidden="true" /> {t('ui.exportCsv')}
          </a>
        )}
      </div>
    </form>
  );
}
