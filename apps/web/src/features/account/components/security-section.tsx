import type { TMe } from '@dawanow/shared/auth';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { InputField, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useChangePassword, useEndAccountSessions } from '../api';
import { type AccountT, useAccountText } from '../text';
import { MobileSignInSection } from './mobile-sign-in-section';

const errorText = (error: unknown, t: AccountT) =>
  error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon');

function ChangePasswordForm() {
  const { t } = useAccountText();
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
      toast.success(t('security.changed'), { description: t('security.othersSignedOut') });
      reset();
    } catch (error) {
      toast.error(t('security.notChanged'), { description: errorText(error, t) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('security.changeForm')} className="space-y-4">
      <PasswordField
        label={t('security.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('security.newPassword')}
        autoComplete="new-password"
        hint={t('security.passwordHint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('security.changing') : t('security.change')}
      </Button>
    </form>
  );
}

export function SecuritySection({ me }: { me: TMe }) {
  const { t } = useAccountText();
  const navigate = useNavigate();
  const { signOutEverywhere, deleteAccount } = useEndAccountSessions();
  const [confirmation, setConfirmation] = useState('');

  return (
    <div className="space-y-8">
      <section aria-labelledby="password-heading" className="space-y-3">
        <h2 id="password-heading" className="text-lg font-semibold">
          {t('security.passwordHeading')}
        </h2>
        {me.user.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-sm text-slate-700">
            {me.user.email ? t('security.noPasswordGoogle') : t('security.noPasswordPhone')}
          </p>
        )}
      </section>
      <MobileSignInSection me={me} />
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          {t('security.devicesHeading')}
        </h2>
        <p className="text-sm text-slate-700">{t('security.devicesHint')}</p>
        <Button
          variant="outline"
          disabled={signOutEverywhere.isPending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('security.signedOut'), { description: t('security.signedOutEverywhere') });
                void navigate('/');
              },
              onError: (error) => toast.error(t('security.signOutFailed'), { description: errorText(error, t) }),
            })
          }
        >
          {t('security.signOutEverywhere')}
        </Button>
      </section>
      <section aria-labelledby="delete-heading" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
          {t('security.deleteHeading')}
        </h2>
        <p className="text-sm text-red-900">{t('security.deleteHint')}</p>
        <InputField
          label={t('security.typeToConfirm', { word: ACCOUNT_DELETION_CONFIRMATION })}
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
                toast.success(t('security.deleted'), { description: t('security.dataErased') });
                void navigate('/');
              },
              onError: (error) => toast.error(t('security.notDeleted'), { description: errorText(error, t) }),
            })
          }
        >
          {t('security.deleteAccount')}
        </Button>
      </section>
    </div>
  );
}
