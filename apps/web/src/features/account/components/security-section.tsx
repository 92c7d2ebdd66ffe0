import {
  ACCOUNT_DELETION_CONFIRMATION,
  type TChangePasswordRequest,
  type TMe,
  ZChangePasswordRequest,
} from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { InputField, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useChangePassword, useEndAccountSessions } from '../api';
import { MobileSignInSection } from './mobile-sign-in-section';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again in a moment.');

function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      toast.success('Password changed', { description: 'Other devices have been signed out.' });
      reset();
    } catch (error) {
      toast.error('Password not changed', { description: errorText(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}

export function SecuritySection({ me }: { me: TMe }) {
  const navigate = useNavigate();
  const { signOutEverywhere, deleteAccount } = useEndAccountSessions();
  const [confirmation, setConfirmation] = useState('');

  return (
    <div className="space-y-8">
      <section aria-labelledby="password-heading" className="space-y-3">
        <h2 id="password-heading" className="text-lg font-semibold">
          Password
        </h2>
        {me.user.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-sm text-slate-700">
            You sign in with {me.user.email ? 'Google' : 'your mobile number'}, so there is no DawaNow password to
            change.
          </p>
        )}
      </section>
      <MobileSignInSection me={me} />
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Signed-in devices
        </h2>
        <p className="text-sm text-slate-700">Lost a phone? Sign out of DawaNow on every device, this one included.</p>
        <Button
          variant="outline"
          disabled={signOutEverywhere.isPending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onSuccess: () => {
                toast.success('Signed out', { description: 'You have been signed out on every device.' });
                void navigate('/');
              },
              onError: (error) => toast.error('Sign out failed', { description: errorText(error) }),
            })
          }
        >
          Sign out everywhere
        </Button>
      </section>
      <section aria-labelledby="delete-heading" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
          Delete account
        </h2>
        <p className="text-sm text-red-900">
          We erase your name, phone, e-mail, addresses and sign-in details. Order and prescription records that the law
          requires pharmacies to keep stay, without your personal details. This cannot be undone.
        </p>
        <InputField
          label={`Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm`}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
        />
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={confirmation !== ACCOUNT_DELETION_CONFIRMATION || deleteAccount.isPending}
          onClick={() =>
            deleteAccount.mutate(undefined, {
              onSuccess: () => {
                toast.success('Account deleted', { description: 'Your personal data has been erased.' });
                void navigate('/');
              },
              onError: (error) => toast.error('Account not deleted', { description: errorText(error) }),
            })
          }
        >
          Delete my account
        </Button>
      </section>
    </div>
  );
}
