import { type TSignInRequest, ZSignInRequest } from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api';
import { signIn } from '../sign-in-api';
import { welcomeBack } from '../welcome';

/**
 * On success the session query fills in and the auth page sends the user on. A new `focusRequest` puts the cursor
 * in the e-mail field (the mobile form's "Sign in with e-mail").
 */
export function SignInForm({ focusRequest = 0 }: { focusRequest?: number }) {
  const { t } = useAuthText();
  const queryClient = useQueryClient();
  const canResetPassword = useAuthProviders().data?.passwordReset ?? false;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TSignInRequest>({ resolver: zodResolver(ZSignInRequest), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (focusRequest > 0) setFocus('email');
  }, [focusRequest, setFocus]);

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const me = await signIn(queryClient, credentials);
      toast.success(t('toast.signedIn'), { description: welcomeBack(t, me.profile.firstName) });
    } catch (error) {
      toast.error(t('toast.signInFailed'), {
        description: error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signIn.form')}>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {canResetPassword && (
        <p className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 underline">
            {t('signIn.forgot')}
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
