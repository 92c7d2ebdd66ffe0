/** Issue 17: the page the reset e-mail links to (`?token=…`): choose a new password; every session then ends. */
import { type TResetPasswordForm, ZResetPasswordForm } from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { resetPassword } from '../api';
import { AuthCard } from '../components/auth-card';

function AskAgain({ children }: { children: string }) {
  return (
    <div role="alert" className="space-y-3 text-sm text-slate-700">
      <p>{children}</p>
      <p>
        <Link to="/auth/forgot-password" className="font-medium text-brand-700 underline">
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

export function ResetPasswordPage() {
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
      toast.success('Password changed', { description: 'Sign in with your new password.' });
      void navigate('/auth', { replace: true });
    } catch (error) {
      const paths = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
      const onField = (path: string) => paths.find((issue: { path?: string }) => issue.path === path);
      if (onField('body.token')) setIsExpired(true);
      else if (onField('body.newPassword')) setError('newPassword', { message: (error as ApiError).message });
      else {
        toast.error('Password not changed', {
          description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
        });
      }
    }
  });

  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <AskAgain>This link is incomplete. Open the link from the e-mail again, or ask for a new one.</AskAgain>
      ) : isExpired ? (
        <AskAgain>This link has expired or was already used.</AskAgain>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters; avoid common passwords. Every device will be signed out."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
