/** What both ways of signing up ask for and say: first and last name, and the terms agreed to. */
import type { InputHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { InputField } from '@/components/ui/form-field';

type NameInput = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** `firstName` and `lastName` are the fields' `register(…)` with their errors. */
export function PersonNameFields({ firstName, lastName }: { firstName: NameInput; lastName: NameInput }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <InputField label="First name" autoComplete="given-name" {...firstName} />
      <InputField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}

export function SignUpTerms() {
  return (
    <p className="text-xs text-slate-600">
      By creating an account you agree to our{' '}
      <Link to="/terms" className="underline">
        Terms
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className="underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
