import { Languages } from 'lucide-react';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * Issue 19: text kept in English (policies, FAQ answers, blog articles) says so to a reader of another language.
 * `children` comes from the caller's `t`, whose hook re-renders this on a change of language.
 */
export function EnglishOnlyNote({ children }: { children: string }) {
  if (currentLanguage() === 'en') return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
      <Languages className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
