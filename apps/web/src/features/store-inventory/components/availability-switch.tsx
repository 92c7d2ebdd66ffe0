import type { TInventoryItem } from '@dawanow/shared/inventory';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useSetAvailability } from '../api';

/** The store's own on/off for a product: off hides it from customers whatever the stock (a recall, a doubt). */
export function AvailabilitySwitch({ storeId, item }: { storeId: string; item: TInventoryItem }) {
  const { t } = useStorePanelText();
  const setAvailability = useSetAvailability(storeId);
  const checked = setAvailability.isPending ? Boolean(setAvailability.variables?.isInStock) : item.isInStock;
  return (
    <Switch
      size="sm"
      checked={checked}
      disabled={setAvailability.isPending}
      aria-label={t('inventory.availability.label', { name: item.name })}
      onChange={(isInStock) =>
        setAvailability.mutate(
          { productId: item.productId, isInStock },
          {
            onSuccess: () =>
              toast.success(
                t(isInStock ? 'inventory.availability.onSale' : 'inventory.availability.hidden', { name: item.name }),
              ),
            onError: (error) => toast.error(t('inventory.availability.failed'), { description: error.message }),
          },
        )
      }
    />
  );
}
