import { PRODUCT_REQUEST_PHOTO_MAX_BYTES, ZProductRequestInput } from '@dawanow/shared/inventory';
import { DRUG_SCHEDULES } from '@dawanow/shared/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ZRupees } from '@/lib/rupees-input';
import { toast } from '@/lib/toast';
import { useRequestProduct } from '../api';

const ZRequestForm = ZProductRequestInput.omit({ mrpPaise: true }).extend({ mrp: ZRupees });
type TRequestFormInput = z.input<typeof ZRequestForm>;

/** "Can't find it?": what the pack's label says, sent to the platform's catalogue team. */
export function ProductRequestForm({ storeId, onSent }: { storeId: string; onSent: () => void }) {
  const { t } = useStorePanelText();
  const request = useRequestProduct(storeId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TRequestFormInput, unknown, z.output<typeof ZRequestForm>>({
    resolver: zodResolver(ZRequestForm),
    defaultValues: { name: '', manufacturer: '', composition: '', packLabel: '', mrp: '', schedule: 'OTC' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const onSubmit = handleSubmit(({ mrp, ...fields }) => {
    // Checked before anything is sent, so a refused photo never leaves a request behind without it
    if (photo && photo.size > PRODUCT_REQUEST_PHOTO_MAX_BYTES) {
      setError('root', { message: t('inventory.request.photoTooLarge') });
      return;
    }
    request.mutate(
      { ...fields, mrpPaise: mrp, photo },
      {
        onSuccess: (sent) => {
          toast.success(t('inventory.request.sent'), {
            description: t('inventory.request.sentDescription', { name: sent.name }),
          });
          reset();
          setPhoto(null);
          onSent();
        },
        onError: (error) => setError('root', { message: error.message }),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label={t('inventory.request.name')} error={errors.name?.message} {...register('name')} />
        <InputField
          label={t('inventory.request.manufacturer')}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <InputField
          label={t('inventory.request.composition')}
          hint={t('inventory.request.compositionHint')}
          error={errors.composition?.message}
          {...register('composition')}
        />
        <InputField
          label={t('inventory.request.pack')}
          hint={t('inventory.request.packHint')}
          error={errors.packLabel?.message}
          {...register('packLabel')}
        />
        <InputField
          label={t('inventory.request.mrp')}
          inputMode="decimal"
          error={errors.mrp?.message}
          {...register('mrp')}
        />
        <label className="block text-sm font-medium text-slate-800">
          {t('inventory.request.schedule')}
          <select
            {...register('schedule')}
            className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-normal"
          >
            {DRUG_SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {t(`inventory.request.schedules.${schedule}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block text-sm font-medium text-slate-800">
        {t('inventory.request.photo')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm font-normal file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
        />
      </label>
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('inventory.request.pending') : t('inventory.request.submit')}
      </Button>
    </form>
  );
}
