/**
 * Rating a delivered order (issue 18): stars for the pharmacy (its rating on DawaNow) and, if the customer
 * wants, a few words for DawaNow, published with their first name and city once an administrator approves.
 * Once rated, the card says what was sent; an order is rated once.
 */
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import {
  STAR_LABELS,
  TESTIMONIAL_MAX_LENGTH,
  type TOrderRating,
  ZOrderRatingRequest,
} from '@dawanow/shared/testimonials';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SectionCard } from '@/components/orders/section-card';
import { useOrdersText } from '@/components/orders/text';
import { StarsShown } from '@/components/testimonials/testimonial-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextareaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage, validationMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useOrderRating, useRateOrder } from '../api';
import { HANDED_OVER_STATUSES } from '../order-stages';

type TRatingForm = z.input<typeof ZOrderRatingRequest>;

/** Five stars as a radio group: arrow keys move between them, each is read out with its meaning. */
function StarRatingInput({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = useId();
  const { t } = useOrdersText();
  // English is STAR_LABELS (packages/shared), word for word
  const starLabel = (stars: number) => t(`rating.starLabels.${stars as 1 | 2 | 3 | 4 | 5}`);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex items-center gap-1">
        {STAR_LABELS.map((_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className="inline-flex h-11 w-11 cursor-pointer items-center justify-center">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer sr-only"
              />
              <span className="rounded-md p-1 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700">
                <Star
                  aria-hidden="true"
                  className={cn(
                    'h-7 w-7',
                    value !== undefined && stars <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
                  )}
                />
              </span>
              <span className="sr-only">{t('rating.stars', { count: stars, label: starLabel(stars) })}</span>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-slate-700" aria-hidden="true">
          {value ? starLabel(value) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RatingForm({ order }: { order: TOrderDetail }) {
  const rate = useRateOrder(order.id);
  const consentId = useId();
  const consentErrorId = useId();
  const { t } = useOrdersText();
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TRatingForm, unknown, z.output<typeof ZOrderRatingRequest>>({
    resolver: zodResolver(ZOrderRatingRequest),
    defaultValues: { testimonial: '', consentToPublish: false },
  });
  const hasWords = Boolean(watch('testimonial')?.trim());

  const onSubmit = handleSubmit(async (value) => {
    try {
      await rate.mutateAsync(value);
      toast.success(t('rating.thanks'));
    } catch (error) {
      setError('root', { message: error instanceof Error ? errorMessage(error) : t('rating.notSent') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('rating.title')} className="space-y-4">
      <Controller
        control={control}
        name="stars"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={t('rating.how', { store: order.storeName })}
            value={field.value}
            onChange={field.onChange}
            error={validationMessage(fieldState.error?.message)}
          />
        )}
      />
      <TextareaField
        label={t('rating.words')}
        hint={t('rating.wordsHint', { max: TESTIMONIAL_MAX_LENGTH })}
        error={errors.testimonial?.message}
        className="min-h-24"
        {...register('testimonial')}
      />
      {hasWords && (
        <div>
          <label htmlFor={consentId} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              id={consentId}
              type="checkbox"
              aria-invalid={errors.consentToPublish ? true : undefined}
              aria-describedby={errors.consentToPublish ? consentErrorId : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              {...register('consentToPublish')}
            />
            {t('rating.consent')}
          </label>
          {errors.consentToPublish && (
            <p id={consentErrorId} className="text-sm text-red-700">
              {validationMessage(errors.consentToPublish.message)}
            </p>
          )}
        </div>
      )}
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={rate.isPending}>
        {rate.isPending ? t('rating.sending') : t('rating.send')}
      </Button>
    </form>
  );
}

function SentRating({ rating, storeName }: { rating: TOrderRating; storeName: string }) {
  const { t } = useOrdersText();
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <StarsShown stars={rating.stars} />
      <p>{t('rating.rated', { store: storeName, stars: rating.stars })}</p>
      {rating.testimonial && (
        <p className="text-slate-700">
          {t('rating.yourWords')} <q className="whitespace-pre-line break-words">{rating.testimonial.quote}</q>{' '}
          {t(`rating.statusNotes.${rating.testimonial.status}`)}
        </p>
      )}
    </div>
  );
}

function RatingCard({ order }: { order: TOrderDetail }) {
  const rating = useOrderRating(order.id);
  const { t } = useOrdersText();
  return (
    <SectionCard title={t('rating.title')}>
      {rating.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : rating.isError ? (
        <ErrorState message={t('rating.loadFailed')} onRetry={() => void rating.refetch()} />
      ) : rating.data.rating ? (
        <SentRating rating={rating.data.rating} storeName={order.storeName} />
      ) : (
        <RatingForm order={order} />
      )}
    </SectionCard>
  );
}

/** The rating card, once the order has reached the customer. */
export function RateOrder({ order }: { order: TOrderDetail }) {
  return HANDED_OVER_STATUSES.includes(order.status) ? <RatingCard order={order} /> : null;
}
