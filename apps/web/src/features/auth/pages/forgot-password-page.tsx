/** Issue 17: "Forgot password" — a link to choose a new one goes to the account's e-mail. */
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset, useAuthProviders } from '../api';
import { AuthCard } from '../components/auth-card';

function BackToSignIn() {
  return (
    <p className="mt-5 text-center text-sm">
      <Link to="/auth" className="font-medium text-brand-700 underline">
        Back to sign in
      </Link>
    </p>
  );
}

export function ForgotPasswordPage() {
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
      toast.error('Link not sent', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  if (providers && !providers.passwordReset) {
    return (
      <AuthCard title="Forgot your password?">
        <p className="text-sm text-slate-700">
          Resetting a password by e-mail is not available on this server.{' '}
          {providers.phone ? 'Sign in with your mobile number instead, or ' : ''}
          <Link to="/contact" className="font-medium text-brand-700 underline">
            contact support
          </Link>
          .
        </p>
        <BackToSignIn />
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <div role="status" className="space-y-3 text-sm text-slate-700">
          <p className="flex items-start gap-2">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              If a DawaNow account uses <strong className="break-words text-slate-900">{sentTo}</strong>, a link to
              choose a new password is on its way. It works once, for 1 hour.
            </span>
          </p>
          <p>No e-mail after a few minutes? Look in spam, or check the address and ask again.</p>
          {providers?.devOutbox && (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
              Demo: this server sends no e-mail. The message is in the{' '}
              <Link to="/dev/outbox" className="font-medium underline">
                outbox
              </Link>
              .
            </p>
          )}
        </div>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
        <p className="text-sm text-slate-700">
          Enter the e-mail of your DawaNow account and we'll send you a link to choose a new password.
        </p>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
