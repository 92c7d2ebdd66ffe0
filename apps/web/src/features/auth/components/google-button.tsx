import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { startGoogleSignIn, useAuthProviders } from '../api';

/** Shown only when Google sign-in is configured on the server. */
export function GoogleButton() {
  const providers = useAuthProviders();
  const [isStarting, setIsStarting] = useState(false);
  if (!providers.data?.google) return null;

  async function onClick() {
    setIsStarting(true);
    try {
      await startGoogleSignIn();
    } catch {
      setIsStarting(false);
      toast.error('Google Sign In Failed', { description: 'Please try again, or use your e-mail and password.' });
    }
  }

  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={() => void onClick()} disabled={isStarting}>
        <span
          aria-hidden="true"
          className="flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 text-sm font-bold"
        >
          G
        </span>
        {isStarting ? 'Opening Google…' : 'Continue with Google'}
      </Button>
    </>
  );
}
