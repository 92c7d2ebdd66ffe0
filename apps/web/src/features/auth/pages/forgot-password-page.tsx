/** Issue 17: "Forgot password" — a link to choose a new one goes to the account's e-mail. */
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useAuthText } from '@/components/auth-text';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api';
import { AuthCard } from '../components/auth-card';
import { requestPasswordReset } from '../sign-in-api';

function BackToSignIn() {
  const { t } = useAuthText();
  return (
    <p className="mt-5 text-center text-sm">
      <Link to="/auth" className="font-medium text-brand-700 underline">
        {t('forgot.back')}
      </Link>
    </p>
  );
}

export function ForgotPasswordPage() {
  const { t } = useAuthText();
  const providers = useAuthProviders().data;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordRequest, unknown, z.output<typeof ZForgotPasswordRequest>>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      await requestPasswordReset(request);
      setSentTo(request.email);
    } catch (error) {
      toast.error(t('toast.linkNotSent'), {
        description: error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon'),
      });
    }
  });

  if (providers && !providers.passwordReset) {
    return (
      <AuthCard title={t('forgot.title')}>
        <p className="text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey={providers.phone ? 'forgot.unavailableWithPhone' : 'forgot.unavailable'}
            components={{ support: <Link to="/contact" className="font-medium text-brand-700 underline" /> }}
          />
        </p>
        <BackToSignIn />
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')}>
        <div role="status" className="space-y-3 text-sm text-slate-700">
          <p className="flex items-start gap-2">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <Trans
                t={t}
                i18nKey="forgot.sent"
                values={{ email: sentTo }}
                components={{ email: <strong className="break-words text-slate-900" /> }}
              />
            </span>
          </p>
          <p>{t('forgot.noEmail')}</p>
          {providers?.devOutbox && (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
              <Trans
                t={t}
                i18nKey="forgot.outbox"
                components={{ outbox: <Link to="/dev/outbox" className="font-medium underline" /> }}
              />
            </p>
          )}
        </div>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('forgot.form')}>
        <p className="text-sm text-slate-700">{t('forgot.intro')}</p>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
