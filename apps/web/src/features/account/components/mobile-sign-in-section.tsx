/**
 * Issue 17: Profile › Security, "Mobile sign-in". An account (made with e-mail or Google) proves a mobile number
 * with an OTP, and from then on that number's OTP signs in to it. The profile's phone is only a contact number
 * until proven here.
 */
import type { TMe } from '@dawanow/shared/auth';
import { OTP_LENGTH, ZOtpCode } from '@dawanow/shared/auth';
import { formatIndianMobile, normaliseIndianMobile } from '@dawanow/shared/india';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { OtpCodePrompt, ResendOtp } from '@/components/otp-code-prompt';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useCanVerifyPhone, useLinkPhone, useSendPhoneCode } from '../api';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again in a moment.');

type Sent = { phone: string; isOutbox: boolean; resendAt: number };

function VerifyNumberForm({ initialPhone, onDone }: { initialPhone: string; onDone: () => void }) {
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
      setPhoneError('Enter a valid 10-digit Indian mobile number');
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
      toast.error('OTP not sent', { description: errorText(error) });
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
      setCodeError(parsed.error.issues[0]?.message ?? `Enter the ${OTP_LENGTH}-digit code`);
      return;
    }
    try {
      await link.mutateAsync({ phone: sent.phone, code: parsed.data });
      toast.success('Mobile number verified', {
        description: `Sign in with an OTP to ${formatIndianMobile(sent.phone)}.`,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'].includes(error.code)) {
        setCodeError(error.message);
      } else {
        toast.error('Number not verified', { description: errorText(error) });
      }
    }
  }

  return (
    <form onSubmit={(event) => void verify(event)} noValidate aria-label="Verify mobile number" className="space-y-4">
      {!sent ? (
        <>
          <PhoneField
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={phoneError ?? undefined}
            hint="We'll send a 6-digit OTP by SMS"
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending OTP…' : 'Send OTP'}
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
              {link.isPending ? 'Verifying…' : 'Verify'}
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
  const canVerify = useCanVerifyPhone();
  const [isChanging, setIsChanging] = useState(false);
  const verified = me.user.phoneNumber ?? null;
  if (!canVerify && !verified) return null;
  return (
    <section aria-labelledby="mobile-sign-in-heading" className="space-y-3">
      <h2 id="mobile-sign-in-heading" className="text-lg font-semibold">
        Mobile sign-in
      </h2>
      {verified ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <BadgeCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <span>
            You can sign in with an OTP sent to <strong>{formatIndianMobile(verified)}</strong> (verified).
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Verify your mobile number to sign in with an OTP, without your password.
        </p>
      )}
      {canVerify &&
        (verified && !isChanging ? (
          <Button variant="outline" onClick={() => setIsChanging(true)}>
            Use another number
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
