import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { validationMessage } from '@/lib/i18n/error-message';

type RadioGroupProps<TValue extends string> = {
  legend: string;
  name: string;
  options: readonly TValue[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  /** What a choice shows, when it is not the value itself (a translated word, a language named in itself) */
  optionLabel?: (option: TValue) => ReactNode;
  hint?: string;
  error?: string;
  disabled?: boolean;
};

/** A list of choices as large tap targets (reasons for cancelling, rejecting, refunds). */
export function RadioGroup<TValue extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  optionLabel,
  hint,
  error,
  disabled,
}: RadioGroupProps<TValue>) {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
            value === option ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="h-4 w-4 accent-brand-700"
          />
          {optionLabel ? optionLabel(option) : option}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {validationMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
