import type { TOrderItem } from '@dawanow/shared/orders/customer';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { reorder } from '../reorder';

/** "Reorder": the items go back in the cart and the shopper lands on it to check prices and stock. */
export function ReorderButton({
  orderNumber,
  loadItems,
}: {
  orderNumber: string;
  /** The order's items; a list row only knows names, so it reads the order first */
  loadItems: () => Promise<readonly TOrderItem[]>;
}) {
  const navigate = useNavigate();
  const { t } = useOrdersText();
  const [isLoading, setIsLoading] = useState(false);

  async function onReorder() {
    setIsLoading(true);
    try {
      const added = reorder(await loadItems());
      if (added === 0) toast.info(t('reorder.alreadyInCart'));
      else toast.success(t('reorder.added'), { description: t('reorder.addedDescription') });
      await navigate('/cart');
    } catch {
      toast.error(t('reorder.failed'), { description: t('reorder.failedDescription', { number: orderNumber }) });
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <Button variant="outline" size="md" disabled={isLoading} onClick={() => void onReorder()}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      {t('reorder.button')} <span className="sr-only">{orderNumber}</span>
    </Button>
  );
}
