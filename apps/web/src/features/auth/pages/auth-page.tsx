import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '@dawanow/shared/admin-users';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session';
import { GoogleButton } from '../components/google-button';
import { GoogleOneTap } from '../components/google-one-tap';
import { VerifyingAuthentication } from '../components/route-guards';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { clearReturnPath, peekReturnPath } from '../return-path';

type Tab = 'sign-in' | 'sign-up';
const tabs: { id: Tab; label: string }[] = [
  { id: 'sign-in', label: 'Sign in' },
  { id: 'sign-up', label: 'Create account' },
];

export function AuthPage() {
  const me = useMe();
  const [params] = useSearchParams();
  // Read once: signing in re-renders this page, which then sends the user on (below).
  const [returnPath] = useState(peekReturnPath);
  const isSignedIn = Boolean(me.data);
  useEffect(() => {
    if (isSignedIn) clearReturnPath();
  }, [isSignedIn]);
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');

  useEffect(() => {
    const errors = params.getAll('error');
    if (errors.length > 0) {
      toast.error('Google Sign In Failed', {
        id: 'google-sign-in-failed',
        // The sign-in hook's refusal of a suspended account comes back as its code; the words are ours, never
        // the address's (anyone can send a link with any text in it)
        description: errors.includes(ACCOUNT_SUSPENDED_CODE)
          ? ACCOUNT_SUSPENDED_MESSAGE
          : 'Please try again, or use your e-mail and password.',
      });
    }
  }, [params]);

  if (me.isPending) return <VerifyingAuthentication />;
  // Just signed in, back from Google, or an old tab: go where the visitor was headed (SPEC §2); a pharmacy's
  // member headed nowhere in particular starts the day on the store dashboard.
  if (me.data) {
    const landing = returnPath === '/' && me.data.hasStoreAccess ? '/store/dashboard' : returnPath;
    return <Navigate to={landing} replace />;
  }

  return (
    <div className="mx-auto max-w-md">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold">Sign in or create an account</h1>
        <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-700">
          <BadgeCheck className="h-4 w-4 text-brand-700" aria-hidden="true" /> Medicines from licensed pharmacies near
          you
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
        <div
          role="tablist"
          aria-label="Sign in or create an account"
          className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          {tabs.map(({ id, label }) => (
            <button
              key={id}
              id={`auth-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls={`auth-panel-${id}`}
              onClick={() => setTab(id)}
              className={cn(
                'h-10 rounded-md text-sm font-medium',
                tab === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'sign-in' ? <SignInForm /> : <SignUpForm />}
        </div>
        <GoogleButton />
        <GoogleOneTap />
      </div>
    </div>
  );
}
