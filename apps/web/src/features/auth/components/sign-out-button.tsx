import { LogOut } from 'lucide-react';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { useSignOut } from '../use-sign-out';

/** Sign out from a page (the profile on a phone, where the header's account menu is out of reach). */
export function SignOutButton() {
  const { t } = useAuthText();
  const signOut = useSignOut();
  return (
    <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => void signOut()}>
      <LogOut className="mr-2 h-4 w-4" aria-hidden="true" />
      {t('signOut')}
    </Button>
  );
}
