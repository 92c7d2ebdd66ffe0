import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { toast } from '@/lib/toast';
import { signOut } from './api';

/** Signing out from a menu (the site's account menu, the store panel's): say so, and go home. */
export function useSignOut(): () => Promise<void> {
  const { t } = useAuthText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut(queryClient);
      toast.success(t('toast.signedOut'), { description: t('toast.seeYouSoon') });
      void navigate('/');
    } catch {
      toast.error(t('toast.signOutFailed'), { description: t('toast.tryAgain') });
    }
  };
}
