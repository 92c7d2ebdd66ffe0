import { PRODUCT_REQUEST_PHOTO_MAX_BYTES, ZProductRequestInput } from '@dawanow/shared/inventory';
import { DRUG_SCHEDULES } from '@dawanow/shared/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ZRupees } from '@/lib/rupees-input';
import { useRequestProduct } from '../api';

const ZRequestForm = ZProductRequestInput.omit({ mrpPaise: true }).extend({ mrp: ZRupees });
type TRequestFormInput = z.input<typeof ZRequestForm>;

const SCHEDULE_LABELS: Record<(typeof DRUG_SCHEDULES)[number], string> = {
  OTC: 'Over the counter',
  G: 'Schedule G',
  H: 'Schedule H (prescription)',
  H1: 'Schedule H1 (prescription, register)',
  X: 'Schedule X',
  NDPS: 'NDPS',
};

/** "Can't find it?": what the pack's label says, sent to the platform's catalogue team. */
export function ProductRequestForm({ storeId, onSent }: { storeId: string; onSent: () => void }) {
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
      setError('root', { message: 'The photo must be at most 5 MB. Take it again at a lower resolution.' });
      return;
    }
    request.mutate(
      { ...fields, mrpPaise: mrp, photo },
      {
        onSuccess: (sent) => {
          toast.success('Request sent', {
            description: `We will add ${sent.name} to the catalogue after checking it, usually within 2 working days.`,
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
        <InputField label="Name on the pack" error={errors.name?.message} {...register('name')} />
        <InputField label="Manufacturer" error={errors.manufacturer?.message} {...register('manufacturer')} />
        <InputField
          label="Composition"
          hint="Salts and strengths, e.g. Paracetamol 650 mg"
          error={errors.composition?.message}
          {...register('composition')}
        />
        <InputField
          label="Pack"
          hint="e.g. strip of 15 tablets"
          error={errors.packLabel?.message}
          {...register('packLabel')}
        />
        <InputField label="MRP (₹)" inputMode="decimal" error={errors.mrp?.message} {...register('mrp')} />
        <label className="block text-sm font-medium text-slate-800">
          Schedule
          <select
            {...register('schedule')}
            className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-normal"
          >
            {DRUG_SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {SCHEDULE_LABELS[schedule]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block text-sm font-medium text-slate-800">
        Photo of the label (optional, up to 5 MB)
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
        {request.isPending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  );
}
