import { formatIndianDate } from '@dawanow/shared/dates';
import {
  REFILL_MAX_DAYS,
  type TOrderRefillOptions,
  type TRefillDose,
  ZRefillDose,
} from '@dawanow/shared/refill-reminders';
import { BellRing } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SectionCard } from '@/components/orders/section-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useOrderRefillOptions, useSetRefillReminder } from './api';
import { CancelReminderButton } from './cancel-reminder-button';
import { useRefillsText } from './text';

type Line = TOrderRefillOptions['lines'][number];

/**
 * Issue 19: the order page's "remind me to refill" for its daily medicines. Hidden when the order has none, or
 * could not have reached the customer (cancelled, unpaid).
 */
export function OrderRefillCard({ orderId, storeName }: { orderId: string; storeName: string }) {
  const { t } = useRefillsText();
  const options = useOrderRefillOptions(orderId);
  if (options.isPending) return <Skeleton className="h-32 w-full" />;
  if (options.isError) return <ErrorState message={t('card.loadFailed')} onRetry={() => void options.refetch()} />;
  if (!options.data.available || options.data.lines.length === 0) return null;
  return (
    <SectionCard title={t('card.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('card.intro', { store: storeName })}</p>
      <ul className="divide-y divide-slate-100">
        {options.data.lines.map((line) => (
          <li key={line.productId} className="py-3 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">
              {line.name} <span className="font-normal text-slate-600">· {line.packLabel}</span>
            </p>
            {line.reminder ? (
              <ReminderSet name={line.name} reminder={line.reminder} />
            ) : (
              <ReminderForm orderId={orderId} line={line} />
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function ReminderSet({ name, reminder }: { name: string; reminder: NonNullable<Line['reminder']> }) {
  const { t } = useRefillsText();
  const day = formatIndianDate(reminder.remindOn, currentLocale());
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
      <p className="flex items-center gap-2 text-sm text-brand-800" role="status">
        <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
        {reminder.status === 'sent'
          ? t('card.sent', { date: formatIndianDate(reminder.sentAt ?? reminder.remindOn, currentLocale()) })
          : `${t('card.set', { date: day })} · ${t('card.lasts', { count: reminder.daysSupply })}`}
      </p>
      {reminder.status === 'scheduled' && <CancelReminderButton reminderId={reminder.id} name={name} />}
    </div>
  );
}

function ReminderForm({ orderId, line }: { orderId: string; line: Line }) {
  const { t } = useRefillsText();
  const set = useSetRefillReminder(orderId);
  const [amount, setAmount] = useState(line.countsUnits ? '1' : '30');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    const candidate: TRefillDose = line.countsUnits
      ? { kind: 'units_per_day', unitsPerDay: value }
      : { kind: 'days_per_pack', daysPerPack: value };
    const dose = ZRefillDose.safeParse(amount.trim() === '' ? { kind: candidate.kind } : candidate);
    if (!dose.success) {
      // The field shows a shared schema's message in the reader's language (form-field.tsx)
      setError(dose.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    set.mutate(
      { productId: line.productId, dose: dose.data },
      {
        onSuccess: (reminder) =>
          toast.success(t('card.saved'), {
            description: t('card.savedText', { date: formatIndianDate(reminder.remindOn, currentLocale()) }),
          }),
        onError: (failure) => toast.error(t('card.failed'), { description: errorMessage(failure) }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-wrap items-end gap-3">
      <InputField
        label={line.countsUnits ? t('card.unitsPerDay') : t('card.daysPerPack')}
        hint={line.countsUnits ? t('card.unitsHint') : undefined}
        inputMode="decimal"
        type="number"
        min={line.countsUnits ? 0.5 : 1}
        max={line.countsUnits ? 24 : REFILL_MAX_DAYS}
        step={line.countsUnits ? 0.5 : 1}
        value={amount}
        error={error}
        onChange={(event) => setAmount(event.target.value)}
        className="w-28"
      />
      <Button type="submit" variant="outline" disabled={set.isPending}>
        <BellRing className="h-4 w-4" aria-hidden="true" />
        {set.isPending ? t('card.setting') : t('card.remind')}
      </Button>
    </form>
  );
}
