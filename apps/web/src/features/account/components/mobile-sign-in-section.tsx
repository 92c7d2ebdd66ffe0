/**
 * Issue 17: Profile › Security, "Mobile sign-in". An account (made with e-mail or Google) proves a mobile number
 * with an OTP, and from then on that number's OTP signs in to it. The profile's phone is only a contact number
 * until proven here.
 */
import type { TMe } from '@dawanow/shared/auth';
import { OTP_LENGTH, ZOtpCode } from '@dawanow/shared/auth-forms';
import { formatIndianMobile, normaliseIndianMobile } from '@dawanow/shared/india';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { OtpCodePrompt, ResendOtp } from '@/components/otp-code-prompt';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useCanVerifyPhone, useLinkPhone, useSendPhoneCode } from '../api';
import { type AccountT, useAccountText } from '../text';

const errorText = (error: unknown, t: AccountT) =>
  error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon');

type Sent = { phone: string; isOutbox: boolean; resendAt: number };

function VerifyNumberForm({ initialPhone, onDone }: { initialPhone: string; onDone: () => void }) {
  const { t } = useAccountText();
  const send = useSendPhoneCode();
  const link = useLinkPhone();
  const [phone, setPhone] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  async function sendCode(to: string) {
    const e164 = normaliseIndianMobile(to);
    if (!e164) {
      setPhoneError(t('mobile.invalidPhone'));
      return;
    }
    setPhoneError(null);
    try {
      const answer = await send.mutateAsync(e164);
      setSent({
        phone: e164,
        isOutbox: answer.channel === 'outbox',
        resendAt: Date.now() + answer.resendAfterSeconds * 1000,
      });
      setCode('');
      setCodeError(null);
    } catch (error) {
      toast.error(t('mobile.otpNotSent'), { description: errorText(error, t) });
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sent) {
      await sendCode(phone);
      return;
    }
    const parsed = ZOtpCode.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? t('mobile.enterCode', { length: OTP_LENGTH }));
      return;
    }
    try {
      await link.mutateAsync({ phone: sent.phone, code: parsed.data });
      toast.success(t('mobile.numberVerified'), {
        description: t('mobile.signInWith', { phone: formatIndianMobile(sent.phone) }),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'].includes(error.code)) {
        setCodeError(errorMessage(error));
      } else {
        toast.error(t('mobile.notVerified'), { description: errorText(error, t) });
      }
    }
  }

  return (
    <form onSubmit={(event) => void verify(event)} noValidate aria-label={t('mobile.form')} className="space-y-4">
      {!sent ? (
        <>
          <PhoneField
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={phoneError ?? undefined}
            hint={t('mobile.hint')}
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('mobile.sending') : t('mobile.send')}
          </Button>
        </>
      ) : (
        <>
          <OtpCodePrompt
            phone={sent.phone}
            isOutbox={sent.isOutbox}
            code={code}
            onCodeChange={setCode}
            error={codeError}
            onChangeNumber={() => setSent(null)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={link.isPending}>
              {link.isPending ? t('mobile.verifying') : t('mobile.verify')}
            </Button>
            <ResendOtp
              resendAt={sent.resendAt}
              onResend={() => void sendCode(sent.phone)}
              isResending={send.isPending}
            />
          </div>
        </>
      )}
    </form>
  );
}

export function MobileSignInSection({ me }: { me: TMe }) {
  const { t } = useAccountText();
  const canVerify = useCanVerifyPhone();
  const [isChanging, setIsChanging] = useState(false);
  const verified = me.user.phoneNumber ?? null;
  if (!canVerify && !verified) return null;
  return (
    <section aria-labelledby="mobile-sign-in-heading" className="space-y-3">
      <h2 id="mobile-sign-in-heading" className="text-lg font-semibold">
        {t('mobile.heading')}
      </h2>
      {verified ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <BadgeCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="mobile.verified"
              values={{ phone: formatIndianMobile(verified) }}
              components={{ phone: <strong /> }}
            />
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-700">{t('mobile.unverified')}</p>
      )}
      {canVerify &&
        (verified && !isChanging ? (
          <Button variant="outline" onClick={() => setIsChanging(true)}>
            {t('mobile.useAnother')}
          </Button>
        ) : (
          <VerifyNumberForm
            initialPhone={verified ? '' : (me.profile.phone ?? '')}
            onDone={() => setIsChanging(false)}
          />
        ))}
    </section>
  );
}
