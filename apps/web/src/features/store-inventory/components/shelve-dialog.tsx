import { formatRupees } from '@dawanow/shared/money';
import type { TProductCard } from '@dawanow/shared/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
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
  const { t } = useStorePanelText();
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
      setError('price', { message: t('inventory.shelve.overMrp', { mrp: formatRupees(product.mrpPaise) }) });
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
          toast.success(t('inventory.shelve.added', { name: product.name }), {
            description: t('inventory.shelve.addedDescription', { count: batch.quantity, price: formatRupees(price) }),
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
      title={product ? t('inventory.shelve.title', { name: product.name }) : t('inventory.shelve.titleEmpty')}
      description={
        product &&
        t('inventory.shelve.description', {
          pack: product.packLabel,
          manufacturer: product.manufacturer,
          mrp: formatRupees(product.mrpPaise),
        })
      }
      className="max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('inventory.shelve.price')}
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
          <InputField
            label={t('inventory.shelve.lowStock')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.lowStockThreshold?.message}
            {...register('lowStockThreshold', { valueAsNumber: true })}
          />
        </div>
        <h3 className="font-semibold text-slate-900">{t('inventory.shelve.firstBatch')}</h3>
        <BatchFields
          // The shelving form holds every field of a batch receipt and more
          register={register as unknown as UseFormRegister<TReceiptFormInput>}
          errors={errors}
        />
        <FormActions
          error={errors.root?.message}
          onCancel={onClose}
          submitLabel={t('inventory.shelve.submit')}
          isPending={shelve.isPending}
        />
      </form>
    </Dialog>
  );
}
