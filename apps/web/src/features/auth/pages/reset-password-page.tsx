/** Issue 17: the page the reset e-mail links to (`?token=…`): choose a new password; every session then ends. */
import { type TResetPasswordForm, ZResetPasswordForm } from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { ME_QUERY_KEY } from '@/lib/session';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { resetPassword } from '../sign-in-api';

function AskAgain({ children }: { children: string }) {
  const { t } = useAuthText();
  return (
    <div role="alert" className="space-y-3 text-sm text-slate-700">
      <p>{children}</p>
      <p>
        <Link to="/auth/forgot-password" className="font-medium text-brand-700 underline">
          {t('reset.askAgain')}
        </Link>
      </p>
    </div>
  );
}

export function ResetPasswordPage() {
  const { t } = useAuthText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isExpired, setIsExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetPasswordForm>({ resolver: zodResolver(ZResetPasswordForm), defaultValues: { newPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword });
      // Every session of the account ended, this browser's too if it was signed in
      queryClient.setQueryData(ME_QUERY_KEY, null);
      toast.success(t('toast.passwordChanged'), { description: t('toast.signInWithNew') });
      void navigate('/auth', { replace: true });
    } catch (error) {
      const paths = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
      const onField = (path: string) => paths.find((issue: { path?: string }) => issue.path === path);
      if (onField('body.token')) setIsExpired(true);
      else if (onField('body.newPassword')) setError('newPassword', { message: (error as ApiError).message });
      else {
        toast.error(t('toast.passwordNotChanged'), {
          description: error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon'),
        });
      }
    }
  });

  return (
    <AuthCard title={t('reset.title')}>
      {!token ? (
        <AskAgain>{t('reset.incomplete')}</AskAgain>
      ) : isExpired ? (
        <AskAgain>{t('reset.expired')}</AskAgain>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('reset.title')}>
          <PasswordField
            label={t('reset.newPassword')}
            autoComplete="new-password"
            hint={t('reset.hint')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
