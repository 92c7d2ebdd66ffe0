import { type TSignInRequest, ZSignInRequest } from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn, useAuthProviders } from '../api';

/**
 * On success the session query fills in and the auth page sends the user on. A new `focusRequest` puts the cursor
 * in the e-mail field (the mobile form's "Sign in with e-mail").
 */
export function SignInForm({ focusRequest = 0 }: { focusRequest?: number }) {
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
      toast.success('Signed in successfully', { description: `Welcome back, ${me.profile.firstName || 'there'}!` });
    } catch (error) {
      toast.error('Sign in failed', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {canResetPassword && (
        <p className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
