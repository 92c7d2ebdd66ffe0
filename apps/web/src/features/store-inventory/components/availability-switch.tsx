import type { TInventoryItem } from '@dawanow/shared/inventory';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { useSetAvailability } from '../api';

/** The store's own on/off for a product: off hides it from customers whatever the stock (a recall, a doubt). */
export function AvailabilitySwitch({ storeId, item }: { storeId: string; item: TInventoryItem }) {
  const setAvailability = useSetAvailability(storeId);
  const checked = setAvailability.isPending ? Boolean(setAvailability.variables?.isInStock) : item.isInStock;
  return (
    <Switch
      size="sm"
      checked={checked}
      disabled={setAvailability.isPending}
      aria-label={`Sell ${item.name}`}
      onChange={(isInStock) =>
        setAvailability.mutate(
          { productId: item.productId, isInStock },
          {
            onSuccess: () =>
              toast.success(isInStock ? `${item.name} is on sale again` : `${item.name} is hidden from customers`),
            onError: (error) => toast.error('Could not change it', { description: error.message }),
          },
        )
      }
    />
  );
}
