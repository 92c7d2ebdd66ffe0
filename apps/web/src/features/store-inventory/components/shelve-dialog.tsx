import { formatRupees } from '@dawanow/shared/money';
import type { TProductCard } from '@dawanow/shared/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField } from '@/components/ui/form-field';
import { useShelveProduct } from '../api';
import { BatchFields } from './batch-forms';
import { type TReceiptFormInput, type TShelveFormInput, ZShelveForm } from './form-schemas';

/** Puts a catalogue product on the shelf: the store's price (at most MRP), its low-stock mark and a first batch. */
export function ShelveDialog({
  storeId,
  product,
  onClose,
}: {
  storeId: string;
  product: TProductCard | null;
  onClose: () => void;
}) {
  const shelve = useShelveProduct(storeId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TShelveFormInput, unknown, z.output<typeof ZShelveForm>>({
    resolver: zodResolver(ZShelveForm),
    values: {
      price: product ? (product.mrpPaise / 100).toFixed(2) : '',
      lowStockThreshold: 10,
      batchNumber: '',
      expiryDate: '',
      quantity: Number.NaN,
      purchasePrice: '',
    },
  });

  const onSubmit = handleSubmit(({ price, lowStockThreshold, purchasePrice, ...batch }) => {
    if (!product) return;
    if (price > product.mrpPaise) {
      setError('price', { message: `The price can be at most the MRP, ${formatRupees(product.mrpPaise)}` });
      return;
    }
    shelve.mutate(
      {
        productId: product.id,
        pricePaise: price,
        lowStockThreshold,
        batch: { ...batch, purchasePricePaise: purchasePrice },
      },
      {
        onSuccess: () => {
          toast.success(`${product.name} is in your stock`, {
            description: `${batch.quantity} units at ${formatRupees(price)}; customers nearby can order it now.`,
          });
          onClose();
        },
        onError: (error) => setError('root', { message: error.message }),
      },
    );
  });

  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Add ${product.name}` : 'Add product'}
      description={product && `${product.packLabel} · ${product.manufacturer} · MRP ${formatRupees(product.mrpPaise)}`}
      className="max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField label="Your price (₹)" inputMode="decimal" error={errors.price?.message} {...register('price')} />
          <InputField
            label="Low stock below (units)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.lowStockThreshold?.message}
            {...register('lowStockThreshold', { valueAsNumber: true })}
          />
        </div>
        <h3 className="font-semibold text-slate-900">First batch</h3>
        <BatchFields
          // The shelving form holds every field of a batch receipt and more
          register={register as unknown as UseFormRegister<TReceiptFormInput>}
          errors={errors}
        />
        <FormActions
          error={errors.root?.message}
          onCancel={onClose}
          submitLabel="Add to stock"
          isPending={shelve.isPending}
        />
      </form>
    </Dialog>
  );
}
