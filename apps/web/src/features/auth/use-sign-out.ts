import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from './api';

/** Signing out from a menu (the site's account menu, the store panel's): say so, and go home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut(queryClient);
      toast.success('Signed out', { description: 'See you soon.' });
      void navigate('/');
    } catch {
      toast.error('Sign out failed', { description: 'Please try again.' });
    }
  };
}
