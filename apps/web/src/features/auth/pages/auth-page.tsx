import { ACCOUNT_SUSPENDED_CODE } from '@dawanow/shared/admin-users';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api';
import { GoogleButton } from '../components/google-button';
import { GoogleOneTap } from '../components/google-one-tap';
import { PhoneSignInForm } from '../components/phone-sign-in-form';
import { VerifyingAuthentication } from '../components/route-guards';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { landingPath } from '../landing';
import { clearReturnPath, peekReturnPath } from '../return-path';

type Tab = 'sign-in' | 'sign-up';
const tabs = [
  { id: 'sign-in', label: 'page.signInTab' },
  { id: 'sign-up', label: 'page.signUpTab' },
] as const satisfies { id: Tab; label: string }[];

export function AuthPage() {
  const { t } = useAuthText();
  const me = useMe();
  const [params] = useSearchParams();
  // Read once: signing in re-renders this page, which then sends the user on (below).
  const [returnPath] = useState(peekReturnPath);
  const isSignedIn = Boolean(me.data);
  useEffect(() => {
    if (isSignedIn) clearReturnPath();
  }, [isSignedIn]);
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');
  // Issue 17: the mobile number first; sign-up with e-mail is one tap away (and where an invitation sends people)
  const [isEmailSignUp, setIsEmailSignUp] = useState(params.get('method') === 'email');
  const [emailFocusRequest, setEmailFocusRequest] = useState(0);
  const hasPhone = useAuthProviders().data?.phone ?? false;

  useEffect(() => {
    const errors = params.getAll('error');
    if (errors.length > 0) {
      toast.error(t('toast.googleFailed'), {
        id: 'google-sign-in-failed',
        // The sign-in hook's refusal of a suspended account comes back as its code; the words are ours, never
        // the address's (anyone can send a link with any text in it)
        description: errors.includes(ACCOUNT_SUSPENDED_CODE) ? t('toast.accountSuspended') : t('toast.googleTryAgain'),
      });
    }
  }, [params, t]);

  if (me.isPending) return <VerifyingAuthentication />;
  // Just signed in (by OTP, e-mail or Google), or an old tab: customers go where they were headed (SPEC §2), a
  // pharmacy's members to the store dashboard, admins to theirs (issue 17).
  if (me.data) return <Navigate to={landingPath(me.data, returnPath)} replace />;

  const switchToEmailSignIn = () => {
    setTab('sign-in');
    setEmailFocusRequest((count) => count + 1);
  };

  return (
    <div className="mx-auto max-w-md">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-700">
          <BadgeCheck className="h-4 w-4 text-brand-700" aria-hidden="true" /> {t('page.tagline')}
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
        <div role="tablist" aria-label={t('page.title')} className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
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
              {t(label)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'sign-in' ? (
            <>
              <PhoneSignInForm key="sign-in" mode="sign-in" onUseEmail={switchToEmailSignIn} />
              {hasPhone && <OrDivider>{t('page.orEmail')}</OrDivider>}
              <SignInForm focusRequest={emailFocusRequest} />
            </>
          ) : isEmailSignUp || !hasPhone ? (
            <>
              <SignUpForm />
              {hasPhone && (
                <SwitchMethod onClick={() => setIsEmailSignUp(false)}>{t('page.signUpWithPhone')}</SwitchMethod>
              )}
            </>
          ) : (
            <>
              <PhoneSignInForm key="sign-up" mode="sign-up" onUseEmail={switchToEmailSignIn} />
              <SwitchMethod onClick={() => setIsEmailSignUp(true)}>{t('page.signUpWithEmail')}</SwitchMethod>
            </>
          )}
        </div>
        <GoogleButton />
        <GoogleOneTap />
      </div>
    </div>
  );
}

function OrDivider({ children }: { children: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-slate-500">
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" /> {children}{' '}
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </div>
  );
}

function SwitchMethod({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <p className="mt-4 text-center text-sm">
      <button type="button" onClick={onClick} className="font-medium text-brand-700 underline">
        {children}
      </button>
    </p>
  );
}
