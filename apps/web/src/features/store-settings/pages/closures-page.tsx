import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TStoreClosure } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCurrentStore } from '@/lib/current-store';
import { toast } from '@/lib/toast';
import { useAddClosure, useRemoveClosure, useStoreClosures } from '../api';
import { SettingsCard, saveFailedDescription } from '../components/settings-card';
import { closureFormDefaults, type TClosureForm, ZClosureForm } from '../form-values';

function AddClosureForm({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const add = useAddClosure(storeId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TClosureForm, unknown, z.output<typeof ZClosureForm>>({
    resolver: zodResolver(ZClosureForm),
    defaultValues: closureFormDefaults(new Date()),
  });

  const onSubmit = handleSubmit(async (closure) => {
    try {
      const saved = await add.mutateAsync(closure);
      reset(closureFormDefaults(new Date()));
      toast.success(saved.isCurrent ? t('settings.closures.closedNow') : t('settings.closures.added'), {
        description: t('settings.closures.addedDescription', { date: formatIndianDateTime(saved.endsAt) }),
      });
    } catch (error) {
      toast.error(t('settings.closures.addFailed'), { description: saveFailedDescription(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.closures.formLabel')} className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('settings.closures.from')}</legend>
        <InputField
          label={t('settings.closures.date')}
          type="date"
          error={errors.fromDate?.message}
          {...register('fromDate')}
        />
        <InputField
          label={t('settings.closures.time')}
          type="time"
          error={errors.fromTime?.message}
          {...register('fromTime')}
        />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('settings.closures.to')}</legend>
        <InputField
          label={t('settings.closures.date')}
          type="date"
          error={errors.toDate?.message}
          {...register('toDate')}
        />
        <InputField
          label={t('settings.closures.time')}
          type="time"
          error={errors.toTime?.message}
          {...register('toTime')}
        />
      </fieldset>
      <InputField
        label={t('settings.closures.reason')}
        placeholder={t('settings.closures.reasonPlaceholder')}
        hint={t('settings.closures.reasonHint')}
        maxLength={120}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t('settings.closures.adding') : t('settings.closures.add')}
      </Button>
    </form>
  );
}

function ClosureRow({ storeId, closure }: { storeId: string; closure: TStoreClosure }) {
  const { t } = useStorePanelText();
  const remove = useRemoveClosure(storeId);
  const [isConfirming, setIsConfirming] = useState(false);
  const action = closure.isCurrent ? t('settings.closures.reopen') : t('settings.closures.delete');
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 py-3"
      aria-label={t('settings.closures.rowLabel', { reason: closure.reason })}
    >
      <div>
        <p className="font-medium text-slate-900">
          {closure.reason}
          {closure.isCurrent && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('settings.closures.closedBadge')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700">
          {formatIndianDateTime(closure.startsAt)} – {formatIndianDateTime(closure.endsAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" className="h-11" onClick={() => setIsConfirming(true)}>
        {action}
      </Button>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={
          closure.isCurrent
            ? t('settings.closures.reopenTitle', { reason: closure.reason })
            : t('settings.closures.deleteTitle', { reason: closure.reason })
        }
        description={t('settings.closures.confirmDescription')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setIsConfirming(false)}>
            {t('settings.closures.keep')}
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(closure.id, {
                onSuccess: () => {
                  setIsConfirming(false);
                  toast.success(closure.isCurrent ? t('settings.closures.reopened') : t('settings.closures.deleted'));
                },
                onError: (error) =>
                  toast.error(t('settings.closures.notChanged'), { description: saveFailedDescription(t, error) }),
              })
            }
          >
            {remove.isPending ? t('settings.closures.working') : action}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** /store/settings/closures: holidays and stock-takes, when the locator and checkout show the store closed. */
export function ClosuresPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  const storeId = store?.storeId ?? '';
  const closures = useStoreClosures(storeId);
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SettingsCard title={t('settings.closures.current')}>
        {closures.isPending ? (
          <div role="status" aria-label={t('settings.closures.loading')} className="space-y-2">
            <SkeletonList count={2} className="h-14 w-full" />
          </div>
        ) : closures.isError ? (
          <ErrorState message={t('settings.closures.loadError')} onRetry={() => void closures.refetch()} />
        ) : closures.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CalendarOff className="h-5 w-5 text-slate-500" aria-hidden="true" /> {t('settings.closures.none')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {closures.data.map((closure) => (
              <ClosureRow key={closure.id} storeId={storeId} closure={closure} />
            ))}
          </ul>
        )}
      </SettingsCard>
      <SettingsCard title={t('settings.closures.close')} description={t('settings.closures.closeDescription')}>
        <AddClosureForm storeId={storeId} />
      </SettingsCard>
    </div>
  );
}
