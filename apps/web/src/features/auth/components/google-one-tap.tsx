/**
 * Google One Tap (SPEC §7): Google's identity script shows the prompt; its ID token is verified by
 * our API against Google's keys and turned into a session. Only when Google is configured and
 * nobody is signed in; if the script cannot load (offline, blocked) nothing is shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useAuthText } from '@/components/auth-text';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { ME_QUERY_KEY, useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { signInWithGoogleToken, useAuthProviders } from '../api';

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (response: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    if (window.google) {
      resolve(window.google);
      return;
    }
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google script did not start')));
    script.onerror = () => reject(new Error('Google script did not load'));
    document.head.appendChild(script);
  });
}

export function GoogleOneTap() {
  const { t } = useAuthText();
  const queryClient = useQueryClient();
  const clientId = useAuthProviders().data?.googleClientId;
  const me = useMe();
  const isSignedOut = me.data === null;
  // An event, not a dependency: a change of language must not prompt One Tap again
  const announce = useEffectEvent((signingIn: Promise<unknown>) => {
    signingIn
      .then(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }))
      .then(() => toast.success(t('toast.signedIn'), { description: t('toast.welcome') }))
      .catch((error: unknown) =>
        toast.error(t('toast.authError'), {
          // A refusal of this account (it is suspended) says so; anything else stays generic
          description:
            error instanceof ApiError && error.code === 'FORBIDDEN' ? errorMessage(error) : t('toast.oneTapFailed'),
        }),
      );
  });

  useEffect(() => {
    if (!clientId || !isSignedOut) return;
    let google: GoogleIdentity | undefined;
    // The nonce binds the ID token to this page; the API checks it.
    const nonce = crypto.randomUUID();
    loadGoogleIdentity()
      .then((identity) => {
        google = identity;
        identity.accounts.id.initialize({
          client_id: clientId,
          nonce,
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
          callback: ({ credential }) => {
            if (credential) announce(signInWithGoogleToken(credential, nonce));
          },
        });
        identity.accounts.id.prompt();
      })
      .catch(() => undefined);
    return () => google?.accounts.id.cancel();
  }, [clientId, isSignedOut]);

  return null;
}
