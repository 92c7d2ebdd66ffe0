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
} from '@dawanow/shared/auth';
import { formatIndianMobile } from '@dawanow/shared/india';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { OtpCodePrompt, ResendOtp } from '@/components/otp-code-prompt';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { sendPhoneCode, useAuthProviders, verifyPhoneCode } from '../api';
import { PersonNameFields, SignUpTerms } from './sign-up-parts';

type Mode = 'sign-in' | 'sign-up';
type Names = { firstName?: string; lastName?: string };
type Sent = Names & { phone: string; channel: TOtpChannel; resendAt: number };

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again in a moment.');

/** The server's word on one field, as the form shows it under that field. */
function fieldMessage(error: unknown, path: string): string | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return null;
  const issue = (error.details as { path?: string; message?: string }[]).find((entry) => entry.path === path);
  return issue?.message ?? null;
}

async function send(phone: string): Promise<{ channel: TOtpChannel; resendAt: number } | null> {
  try {
    const answer = await sendPhoneCode({ phone });
    return { channel: answer.channel, resendAt: Date.now() + answer.resendAfterSeconds * 1000 };
  } catch (error) {
    toast.error('OTP not sent', { description: errorText(error) });
    return null;
  }
}

function SignInNumberStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSendOtpRequest, unknown, z.output<typeof ZSendOtpRequest>>({
    resolver: zodResolver(ZSendOtpRequest),
    defaultValues: { phone: '' },
  });
  const onSubmit = handleSubmit(async ({ phone }) => {
    const sent = await send(phone);
    if (sent) onSent({ phone, ...sent });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in with mobile number">
      <PhoneField hint="We'll send a 6-digit OTP by SMS" error={errors.phone?.message} {...register('phone')} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending OTP…' : 'Get OTP'}
      </Button>
    </form>
  );
}

function SignUpNumberStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TPhoneSignUpForm, unknown, z.output<typeof ZPhoneSignUpForm>>({
    resolver: zodResolver(ZPhoneSignUpForm),
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  const onSubmit = handleSubmit(async ({ firstName, lastName, phone }) => {
    const sent = await send(phone);
    if (sent) onSent({ phone, firstName, lastName, ...sent });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up with mobile number">
      <PersonNameFields
        firstName={{ ...register('firstName'), error: errors.firstName?.message }}
        lastName={{ ...register('lastName'), error: errors.lastName?.message }}
      />
      <PhoneField hint="We'll send a 6-digit OTP by SMS" error={errors.phone?.message} {...register('phone')} />
      <SignUpTerms />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending OTP…' : 'Get OTP'}
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
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [emailAccount, setEmailAccount] = useState<string | null>(null);

  async function verify(createSeparateAccount?: true) {
    const parsed = ZOtpCode.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? `Enter the ${OTP_LENGTH}-digit code`);
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
        toast.success('Account created', {
          description: name ? `Welcome to DawaNow, ${name}!` : 'Welcome to DawaNow!',
        });
      } else {
        toast.success('Signed in successfully', { description: `Welcome back, ${name || 'there'}!` });
      }
    } catch (error) {
      setIsVerifying(false);
      if (error instanceof ApiError && error.code === 'PHONE_ON_EMAIL_ACCOUNT') {
        setEmailAccount(ZPhoneOnEmailAccountDetails.safeParse(error.details).data?.maskedEmail ?? 'your e-mail');
      } else if (error instanceof ApiError && ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'].includes(error.code)) {
        setCodeError(error.message);
        if (error.code !== 'OTP_INVALID') setCode('');
      } else {
        setCodeError(fieldMessage(error, 'body.code'));
        toast.error('Sign in failed', { description: errorText(error) });
      }
    }
  }

  async function resend() {
    setIsResending(true);
    const again = await send(sent.phone);
    setIsResending(false);
    if (!again) return;
    setCode('');
    setCodeError(null);
    setEmailAccount(null);
    onResent(again.resendAt);
    toast.success('OTP sent again', { description: `To ${formatIndianMobile(sent.phone)}` });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enter OTP">
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
            This number is on your DawaNow account that signs in with e-mail (<strong>{emailAccount}</strong>). Sign in
            with that e-mail, then verify the number in Profile › Security to sign in with OTP next time.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onUseEmail}>
              Sign in with e-mail
            </Button>
            <Button size="sm" variant="outline" disabled={isVerifying} onClick={() => void verify(true)}>
              Create a separate account
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={isVerifying}>
          {isVerifying ? 'Verifying…' : 'Verify OTP'}
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
