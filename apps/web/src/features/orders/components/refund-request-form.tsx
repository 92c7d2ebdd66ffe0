import { formatIndianDateTime } from '@dawanow/shared/dates';
import { REFUND_REASONS, type TOrderDetail } from '@dawanow/shared/orders/customer';
import { Camera, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { reasonChoices, reasonText } from '@/components/orders/reasons';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useRequestRefund } from '../api';
import { prepareRefundPhoto, REFUND_PHOTO_TYPES, RefundPhotoError } from '../refund-photo';
import { refundTimeFor } from '../refund-time';
import { ReturnRules } from './return-rules';

type TRefundReason = (typeof REFUND_REASONS)[number];
const DETAILS_MAX = 500;

/** SPEC §4: report a problem within 24 hours of delivery, with a photo as evidence if there is one. */
export function RefundRequestForm({ order }: { order: TOrderDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<TRefundReason | null>(null);
  const [details, setDetails] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [isPreparingPhoto, setIsPreparingPhoto] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; photo?: string; form?: string }>({});
  const refund = useRequestRefund(order.id);
  const photoInputId = useId();
  const { t } = useOrdersText();
  const choices = reasonChoices(REFUND_REASONS, t);

  if (!order.refundableUntil) return null;
  const until = formatIndianDateTime(order.refundableUntil, currentLocale());

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsPreparingPhoto(true);
    setErrors((current) => ({ ...current, photo: undefined }));
    try {
      setPhoto(await prepareRefundPhoto(file));
    } catch (error) {
      const message = t(`refundForm.photoErrors.${error instanceof RefundPhotoError ? error.problem : 'other'}`);
      setErrors((current) => ({ ...current, photo: message }));
    } finally {
      setIsPreparingPhoto(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: t('refundForm.chooseReason') });
      return;
    }
    refund.mutate(
      { reason, details: details.trim() || undefined, photo },
      {
        onSuccess: () =>
          toast.success(t('refundForm.requested'), { description: t('refundForm.requestedDescription') }),
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  }

  if (!isOpen) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">{t('refundForm.until', { until })}</p>
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          {t('refundForm.open')}
        </Button>
      </div>
    );
  }

  return (
    <form aria-label={t('refundForm.label')} onSubmit={onSubmit} noValidate className="space-y-4">
      <ReturnRules />
      <RadioGroup
        legend={t('refundForm.legend')}
        name="refund-reason"
        options={choices.labels}
        value={reason && reasonText(reason, t)}
        onChange={(label) => {
          setReason(choices.reasonOf(label));
          setErrors({});
        }}
        error={errors.reason}
      />
      <TextareaField
        label={t('refundForm.details')}
        hint={t('refundForm.characters', { used: details.length, max: DETAILS_MAX })}
        maxLength={DETAILS_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        className="min-h-24"
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{t('refundForm.photo')}</p>
        {photo ? (
          <div className="flex items-center gap-3">
            <img
              src={photo}
              alt={t('refundForm.photoAlt')}
              className="h-20 w-20 rounded-lg object-cover ring-1 ring-slate-200"
            />
            <Button variant="ghost" onClick={() => setPhoto(null)}>
              <X className="h-4 w-4" aria-hidden="true" /> {t('refundForm.removePhoto')}
            </Button>
          </div>
        ) : (
          <label
            htmlFor={photoInputId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {isPreparingPhoto ? t('refundForm.preparingPhoto') : t('refundForm.addPhoto')}
            <input
              id={photoInputId}
              type="file"
              accept={REFUND_PHOTO_TYPES.join(',')}
              className="sr-only"
              disabled={isPreparingPhoto}
              onChange={(event) => void onPhoto(event)}
            />
          </label>
        )}
        {errors.photo && (
          <p role="alert" className="text-sm text-red-700">
            {errors.photo}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">{t('refundForm.refundTime', { time: refundTimeFor(order.payment, t) })}</p>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {t('refundForm.notNow')}
        </Button>
        <Button type="submit" disabled={refund.isPending || isPreparingPhoto}>
          {refund.isPending ? t('refundForm.sending') : t('refundForm.submit')}
        </Button>
      </div>
    </form>
  );
}
