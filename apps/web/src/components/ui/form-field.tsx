import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '@/lib/cn';
import { useCommonText } from '@/lib/i18n/common-text';
import { validationMessage } from '@/lib/i18n/error-message';

const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-invalid:border-red-600';

type FieldProps = { label: string; error?: string; hint?: string; children: (ids: FieldIds) => ReactNode };
type FieldIds = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

/** Label, control, hint and error wired together so screen readers announce all of them. */
function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {validationMessage(error)}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

export function InputField({ label, error, hint, className, ...props }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => <input className={cn(controlClasses, 'h-11', className)} {...ids} {...props} />}
    </Field>
  );
}

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => <textarea className={cn(controlClasses, 'min-h-32 py-2', className)} {...ids} {...props} />}
    </Field>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string | null;
  /** `[value, text]` in the order shown */
  options: readonly (readonly [string, string])[];
};

export function SelectField({ label, error, hint, options, className, ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint ?? undefined}>
      {(ids) => (
        <select className={cn(controlClasses, 'h-11 px-2', className)} {...ids} {...props}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type PresetFieldProps = Omit<InputFieldProps, 'type' | 'label' | 'inputMode'> & { label?: string };

/** E-mail input with the keyboard and autofill phones expect. */
export function EmailField({ label, ...props }: PresetFieldProps) {
  const { t } = useCommonText();
  return <InputField label={label ?? t('ui.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** Password input; pass autoComplete "current-password" or "new-password". */
export function PasswordField({ label, ...props }: PresetFieldProps) {
  const { t } = useCommonText();
  return <InputField label={label ?? t('ui.password')} type="password" {...props} />;
}

/** Indian mobile number input with the phone keypad. */
export function PhoneField({ label, ...props }: PresetFieldProps) {
  const { t } = useCommonText();
  return (
    <InputField
      label={label ?? t('ui.mobileNumber')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
    />
  );
}

/** A one-time code from an SMS: the number pad, and the phone's offer to fill it in from the message. */
export function OtpField({ label, ...props }: PresetFieldProps) {
  const { t } = useCommonText();
  return (
    <InputField
      label={label ?? t('ui.otp')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      className="tracking-[0.3em]"
      {...props}
    />
  );
}
