/**
 * Issue 17: signing in (or up) with a mobile number and the OTP sent to it, the first way in on /auth. Two steps:
 * the number (and, to sign up, the names), then the 6-digit code with a resend countdown. Without an SMS provider
 * the demo's outbox holds the code, and this form says where to read it.
 */
import {
  OTP_LENGTH,
  type TOtpChannel,
  type TPhoneSignUpForm,
  type TSendOtpRequest,
  ZOtpCode,
  ZPhoneOnEmailAccountDetails,
  ZPhoneSignUpForm,
  ZSendOtpRequest,
} from '@dawanow/shared/auth-forms';
import { formatIndianMobile } from '@dawanow/shared/india';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import type { z } from 'zod';
import { type AuthT, useAuthText } from '@/components/auth-text';
import { OtpCodePrompt, ResendOtp } from '@/components/otp-code-prompt';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api';
import { sendPhoneCode, verifyPhoneCode } from '../sign-in-api';
import { welcomeBack } from '../welcome';
import { PersonNameFields, SignUpTerms } from './sign-up-parts';

type Mode = 'sign-in' | 'sign-up';
type Names = { firstName?: string; lastName?: string };
type Sent = Names & { phone: string; channel: TOtpChannel; resendAt: number };

const errorText = (error: unknown, t: AuthT) =>
  error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon');

/** The server's word on one field, as the form shows it under that field. */
function fieldMessage(error: unknown, path: string): string | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return null;
  const issue = (error.details as { path?: string; message?: string }[]).find((entry) => entry.path === path);
  return issue?.message ?? null;
}

async function send(phone: string, t: AuthT): Promise<{ channel: TOtpChannel; resendAt: number } | null> {
  try {
    const answer = await sendPhoneCode({ phone });
    return { channel: answer.channel, resendAt: Date.now() + answer.resendAfterSeconds * 1000 };
  } catch (error) {
    toast.error(t('toast.otpNotSent'), { description: errorText(error, t) });
    return null;
  }
}

function SignInNumberStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useAuthText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSendOtpRequest, unknown, z.output<typeof ZSendOtpRequest>>({
    resolver: zodResolver(ZSendOtpRequest),
    defaultValues: { phone: '' },
  });
  const onSubmit = handleSubmit(async ({ phone }) => {
    const sent = await send(phone, t);
    if (sent) onSent({ phone, ...sent });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('phone.signInForm')}>
      <PhoneField hint={t('phone.hint')} error={errors.phone?.message} {...register('phone')} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('phone.sending') : t('phone.getOtp')}
      </Button>
    </form>
  );
}

function SignUpNumberStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useAuthText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TPhoneSignUpForm, unknown, z.output<typeof ZPhoneSignUpForm>>({
    resolver: zodResolver(ZPhoneSignUpForm),
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  const onSubmit = handleSubmit(async ({ firstName, lastName, phone }) => {
    const sent = await send(phone, t);
    if (sent) onSent({ phone, firstName, lastName, ...sent });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('phone.signUpForm')}>
      <PersonNameFields
        firstName={{ ...register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...register('lastName'), error: errors.lastName?.message }}
      />
      <PhoneField hint={t('phone.hint')} error={errors.phone?.message} {...register('phone')} />
      <SignUpTerms />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('phone.sending') : t('phone.getOtp')}
      </Button>
    </form>
  );
}

function CodeStep({
  sent,
  onChangeNumber,
  onResent,
  onUseEmail,
}: {
  sent: Sent;
  onChangeNumber: () => void;
  onResent: (resendAt: number) => void;
  onUseEmail: () => void;
}) {
  const { t } = useAuthText();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [emailAccount, setEmailAccount] = useState<string | null>(null);

  async function verify(createSeparateAccount?: true) {
    const parsed = ZOtpCode.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? t('phone.enterCode', { length: OTP_LENGTH }));
      return;
    }
    setCodeError(null);
    setIsVerifying(true);
    try {
      const { isNewAccount, me } = await verifyPhoneCode(queryClient, {
        phone: sent.phone,
        code: parsed.data,
        firstName: sent.firstName,
        lastName: sent.lastName,
        createSeparateAccount,
      });
      const name = me.profile.firstName;
      if (isNewAccount) {
        toast.success(t('toast.accountCreated'), {
          description: name ? t('toast.welcomeName', { name }) : t('toast.welcome'),
        });
      } else {
        toast.success(t('toast.signedIn'), { description: welcomeBack(t, name) });
      }
    } catch (error) {
      setIsVerifying(false);
      if (error instanceof ApiError && error.code === 'PHONE_ON_EMAIL_ACCOUNT') {
        setEmailAccount(ZPhoneOnEmailAccountDetails.safeParse(error.details).data?.maskedEmail ?? t('phone.yourEmail'));
      } else if (error instanceof ApiError && ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'].includes(error.code)) {
        setCodeError(errorMessage(error));
        if (error.code !== 'OTP_INVALID') setCode('');
      } else {
        setCodeError(fieldMessage(error, 'body.code'));
        toast.error(t('toast.signInFailed'), { description: errorText(error, t) });
      }
    }
  }

  async function resend() {
    setIsResending(true);
    const again = await send(sent.phone, t);
    setIsResending(false);
    if (!again) return;
    setCode('');
    setCodeError(null);
    setEmailAccount(null);
    onResent(again.resendAt);
    toast.success(t('toast.otpSentAgain'), {
      description: t('toast.otpSentTo', { phone: formatIndianMobile(sent.phone) }),
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('phone.codeForm')}>
      <OtpCodePrompt
        phone={sent.phone}
        isOutbox={sent.channel === 'outbox'}
        code={code}
        onCodeChange={setCode}
        error={codeError}
        onChangeNumber={onChangeNumber}
        autoFocus
      />
      {emailAccount ? (
        <div role="alert" className="space-y-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          <p>
            <Trans
              t={t}
              i18nKey="phone.onEmailAccount"
              values={{ email: emailAccount }}
              components={{ email: <strong /> }}
            />
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onUseEmail}>
              {t('phone.useEmail')}
            </Button>
            <Button size="sm" variant="outline" disabled={isVerifying} onClick={() => void verify(true)}>
              {t('phone.separateAccount')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={isVerifying}>
          {isVerifying ? t('phone.verifying') : t('phone.verify')}
        </Button>
      )}
      <p className="text-center">
        <ResendOtp resendAt={sent.resendAt} onResend={() => void resend()} isResending={isResending} />
      </p>
    </form>
  );
}

/** Hidden where no SMS provider or demo outbox can carry a code. */
export function PhoneSignInForm({ mode, onUseEmail }: { mode: Mode; onUseEmail: () => void }) {
  const providers = useAuthProviders();
  const [sent, setSent] = useState<Sent | null>(null);
  if (!providers.data?.phone) return null;
  if (sent) {
    return (
      <CodeStep
        sent={sent}
        onChangeNumber={() => setSent(null)}
        onResent={(resendAt) => setSent({ ...sent, resendAt })}
        onUseEmail={onUseEmail}
      />
    );
  }
  return mode === 'sign-in' ? <SignInNumberStep onSent={setSent} /> : <SignUpNumberStep onSent={setSent} />;
}
