import { useLocation } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { ButtonLink } from '@/components/ui/button';
import { saveReturnPath } from '../return-path';

/** The header's "Sign in": the page it was pressed on is where a customer comes back to (issue 17, landing.ts). */
export function SignInLink() {
  const { t } = useAuthText();
  const { pathname, search } = useLocation();
  return (
    <ButtonLink to="/auth" variant="primary" size="sm" onClick={() => saveReturnPath(`${pathname}${search}`)}>
      {t('signInLink')}
    </ButtonLink>
  );
}
