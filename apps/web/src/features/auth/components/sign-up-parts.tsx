/** What both ways of signing up ask for and say: first and last name, and the terms agreed to. */
import type { InputHTMLAttributes } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { InputField } from '@/components/ui/form-field';

type NameInput = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** `firstName` and `lastName` are the fields' `register(…)` with their errors. */
export function PersonNameFields({ firstName, lastName }: { firstName: NameInput; lastName: NameInput }) {
  const { t } = useAuthText();
  return (
    <div className="grid grid-cols-2 gap-3">
      <InputField label={t('signUp.firstName')} autoComplete="given-name" {...firstName} />
      <InputField label={t('signUp.lastName')} autoComplete="family-name" {...lastName} />
    </div>
  );
}

export function SignUpTerms() {
  const { t } = useAuthText();
  return (
    <p className="text-xs text-slate-600">
      <Trans
        t={t}
        i18nKey="signUp.terms"
        components={{
          terms: <Link to="/terms" className="underline" />,
          privacy: <Link to="/privacy-policy" className="underline" />,
        }}
      />
    </p>
  );
}
