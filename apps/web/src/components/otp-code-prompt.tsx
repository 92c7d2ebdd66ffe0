/**
 * Issue 17: the second step of every mobile OTP form (signing in, verifying a number in the profile): where the code
 * went, the demo outbox when that is where, the code itself, and when another code can be asked for.
 */
import { OTP_LENGTH } from '@dawanow/shared/auth-forms';
import { formatIndianMobile } from '@dawanow/shared/india';
import { Inbox } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { OtpField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useSecondsLeft } from '@/lib/use-seconds-left';

export function OtpCodePrompt(props: {
  phone: string;
  /** The code went to the demo's outbox (no SMS provider) */
  isOutbox: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  onChangeNumber: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useAuthText();
  return (
    <>
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="otp.sentTo"
          values={{ length: OTP_LENGTH, phone: formatIndianMobile(props.phone) }}
          components={{ phone: <strong className="whitespace-nowrap text-slate-900" /> }}
        />{' '}
        <button type="button" onClick={props.onChangeNumber} className="font-medium text-brand-700 underline">
          {t('otp.changeNumber')}
        </button>
      </p>
      {props.isOutbox && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Inbox className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="otp.outbox"
              components={{ outbox: <Link to="/dev/outbox" target="_blank" className="font-medium underline" /> }}
            />
          </span>
        </p>
      )}
      <OtpField
        value={props.code}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        error={props.error ?? undefined}
        autoFocus={props.autoFocus}
      />
    </>
  );
}

/** "Resend OTP in 0:24", then the button (OTP_RESEND_AFTER_SECONDS: the server refuses earlier). */
export function ResendOtp({
  resendAt,
  onResend,
  isResending,
  className,
}: {
  resendAt: number;
  onResend: () => void;
  isResending: boolean;
  className?: string;
}) {
  const { t } = useAuthText();
  const secondsLeft = useSecondsLeft(resendAt);
  return (
    <span className={cn('text-sm text-slate-600', className)} aria-live="polite">
      {secondsLeft > 0 ? (
        t('otp.resendIn', { time: `0:${String(secondsLeft).padStart(2, '0')}` })
      ) : (
        <button
          type="button"
          onClick={onResend}
          disabled={isResending}
          className="font-medium text-brand-700 underline"
        >
          {isResending ? t('otp.resending') : t('otp.resend')}
        </button>
      )}
    </span>
  );
}
