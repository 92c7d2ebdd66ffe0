import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TStoreClosure } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCurrentStore } from '@/lib/current-store';
import { useAddClosure, useRemoveClosure, useStoreClosures } from '../api';
import { SettingsCard, saveFailedDescription } from '../components/settings-card';
import { closureFormDefaults, type TClosureForm, ZClosureForm } from '../form-values';

function AddClosureForm({ storeId }: { storeId: string }) {
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
      toast.success(saved.isCurrent ? 'The store is closed now' : 'Closure added', {
        description: `Customers see it closed until ${formatIndianDateTime(saved.endsAt)}.`,
      });
    } catch (error) {
      toast.error('Closure not added', { description: saveFailedDescription(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a closure" className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Closed from (India time)</legend>
        <InputField label="Date" type="date" error={errors.fromDate?.message} {...register('fromDate')} />
        <InputField label="Time" type="time" error={errors.fromTime?.message} {...register('fromTime')} />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Open again from</legend>
        <InputField label="Date" type="date" error={errors.toDate?.message} {...register('toDate')} />
        <InputField label="Time" type="time" error={errors.toTime?.message} {...register('toTime')} />
      </fieldset>
      <InputField
        label="Reason"
        placeholder="Diwali, stock-taking…"
        hint="Customers see it, e.g. “Closed for Diwali until 2 Nov, 9:00 am”"
        maxLength={120}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add closure'}
      </Button>
    </form>
  );
}

function ClosureRow({ storeId, closure }: { storeId: string; closure: TStoreClosure }) {
  const remove = useRemoveClosure(storeId);
  const [isConfirming, setIsConfirming] = useState(false);
  const action = closure.isCurrent ? 'Reopen now' : 'Delete';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" aria-label={`Closure for ${closure.reason}`}>
      <div>
        <p className="font-medium text-slate-900">
          {closure.reason}
          {closure.isCurrent && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Closed now
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
          closure.isCurrent ? `Reopen now, ending “${closure.reason}”?` : `Delete the closure for ${closure.reason}?`
        }
        description="Customers nearby can order again during these hours."
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setIsConfirming(false)}>
            Keep it
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(closure.id, {
                onSuccess: () => {
                  setIsConfirming(false);
                  toast.success(closure.isCurrent ? 'The store is open again' : 'Closure deleted');
                },
                onError: (error) => toast.error('Not changed', { description: saveFailedDescription(error) }),
              })
            }
          >
            {remove.isPending ? 'Working…' : action}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** /store/settings/closures: holidays and stock-takes, when the locator and checkout show the store closed. */
export function ClosuresPage() {
  const { store } = useCurrentStore();
  const storeId = store?.storeId ?? '';
  const closures = useStoreClosures(storeId);
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SettingsCard title="Current and upcoming closures">
        {closures.isPending ? (
          <div role="status" aria-label="Loading closures" className="space-y-2">
            <SkeletonList count={2} className="h-14 w-full" />
          </div>
        ) : closures.isError ? (
          <ErrorState message="We could not load the closures." onRetry={() => void closures.refetch()} />
        ) : closures.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CalendarOff className="h-5 w-5 text-slate-500" aria-hidden="true" /> No closures planned. The store follows
            its weekly hours.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {closures.data.map((closure) => (
              <ClosureRow key={closure.id} storeId={storeId} closure={closure} />
            ))}
          </ul>
        )}
      </SettingsCard>
      <SettingsCard
        title="Close the store"
        description="For a festival or a stock-take: up to 60 days. Customers see the store closed and can only schedule a delivery for after it."
      >
        <AddClosureForm storeId={storeId} />
      </SettingsCard>
    </div>
  );
}
