import { useState } from 'react';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { startGoogleSignIn, useAuthProviders } from '../api';

/** Shown only when Google sign-in is configured on the server. */
export function GoogleButton() {
  const { t } = useAuthText();
  const providers = useAuthProviders();
  const [isStarting, setIsStarting] = useState(false);
  if (!providers.data?.google) return null;

  async function onClick() {
    setIsStarting(true);
    try {
      await startGoogleSignIn();
    } catch {
      setIsStarting(false);
      toast.error(t('toast.googleFailed'), { description: t('toast.googleTryAgain') });
    }
  }

  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> {t('google.or')} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={() => void onClick()} disabled={isStarting}>
        <span
          aria-hidden="true"
          className="flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 text-sm font-bold"
        >
          G
        </span>
        {isStarting ? t('google.opening') : t('google.continue')}
      </Button>
    </>
  );
}
