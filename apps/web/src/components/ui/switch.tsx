import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: 'md' | 'sm';
};

/** An on/off switch (a button with role="switch"); name it with aria-label or aria-labelledby. */
export function Switch({ checked, onChange, size = 'md', className, ...props }: SwitchProps) {
  const small = size === 'sm';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        small ? 'h-6 w-11' : 'h-8 w-14',
        checked ? 'bg-brand-700' : 'bg-slate-400',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'absolute top-1 left-1 rounded-full bg-white shadow transition-transform',
          small ? 'h-4 w-4' : 'h-6 w-6',
          checked && (small ? 'translate-x-5' : 'translate-x-6'),
        )}
      />
    </button>
  );
}
