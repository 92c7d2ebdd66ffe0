import { type TSignUpRequest, ZSignUpRequest } from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField, PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { signUp } from '../sign-in-api';
import { PersonNameFields, SignUpTerms } from './sign-up-parts';

const empty: TSignUpRequest = { firstName: '', lastName: '', phone: '', email: '', password: '' };

/** On success the session query fills in and the auth page sends the user on. */
export function SignUpForm() {
  const { t } = useAuthText();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSignUpRequest, unknown, z.output<typeof ZSignUpRequest>>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (details) => {
    try {
      const me = await signUp(queryClient, details);
      toast.success(t('toast.accountCreated'), { description: t('toast.welcomeName', { name: me.profile.firstName }) });
    } catch (error) {
      toast.error(t('toast.signUpFailed'), {
        description: error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signUp.form')}>
      <PersonNameFields
        firstName={{ ...register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...register('lastName'), error: errors.lastName?.message }}
      />
      <PhoneField hint={t('signUp.phoneHint')} error={errors.phone?.message} {...register('phone')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <SignUpTerms />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
