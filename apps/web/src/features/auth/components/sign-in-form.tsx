import { type TSignInRequest, ZSignInRequest } from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn } from '../api';

/** On success the session query fills in and the auth page sends the user on. */
export function SignInForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSignInRequest>({ resolver: zodResolver(ZSignInRequest), defaultValues: { email: '', password: '' } });

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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
