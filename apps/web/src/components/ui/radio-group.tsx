import { useId } from 'react';
import { cn } from '@/lib/cn';

type RadioGroupProps<TValue extends string> = {
  legend: string;
  name: string;
  options: readonly TValue[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  error?: string;
};

/** A list of choices as large tap targets (reasons for cancelling, rejecting, refunds). */
export function RadioGroup<TValue extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: RadioGroupProps<TValue>) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
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
          {option}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
