import { MAX_PACKS_PER_PRODUCT } from '@dawanow/shared/products';
import { ShoppingCart } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRefillReminders } from '@/components/refill-reminders/api';
import { useRefillsText } from '@/components/refill-reminders/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { addToCart } from '@/lib/cart-store';
import { useChoosableStore, useSelectedStore } from '@/lib/selected-store';
import { toast } from '@/lib/toast';

/**
 * /refills/{id}: where a refill reminder leads (inbox, push). One tap puts the medicine back in the cart, as many
 * packs as last time, at the store of that order when it still delivers here and takes orders (switching the
 * cart's store to it), and opens the cart, which prices it again there.
 */
export function RefillPage() {
  const { t } = useRefillsText();
  const { reminderId } = useParams();
  const navigate = useNavigate();
  const selected = useSelectedStore();
  const reminders = useRefillReminders();
  const reminder = reminders.data?.reminders.find((item) => item.id === reminderId);
  const sameStore = useChoosableStore(reminder?.storeId ?? '');
  if (reminders.isPending) return <Skeleton className="h-40 w-full" />;
  if (reminders.isError)
    return <ErrorState message={t('reorder.loadFailed')} onRetry={() => void reminders.refetch()} />;
  if (!reminder) return <ErrorState message={t('reorder.notFound')} />;

  const switchesStore = sameStore !== null && selected?.id !== reminder.storeId;
  // The cart's store when the order's store cannot take this reorder here
  const elsewhere = selected && selected.id !== reminder.storeId && !switchesStore ? selected : null;

  function onReorder() {
    if (!reminder) return;
    if (switchesStore) sameStore?.choose();
    addToCart({
      medicineId: reminder.product.id,
      pricePaise: reminder.product.unitPricePaise,
      quantity: reminder.quantity,
      maxQuantity: MAX_PACKS_PER_PRODUCT,
    });
    toast.success(t('reorder.added'), { description: t('reorder.addedText') });
    void navigate('/cart');
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title={t('reorder.title')}
        description={t('reorder.lead', {
          name: reminder.product.name,
          pack: reminder.product.packLabel,
          quantity: reminder.quantity,
          number: reminder.orderNumber,
          store: reminder.storeName,
        })}
      />
      {switchesStore && selected && (
        <p className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          {t('reorder.switchStore', { selected: selected.name, store: reminder.storeName })}
        </p>
      )}
      {elsewhere && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('reorder.otherStore', { selected: elsewhere.name, store: reminder.storeName })}{' '}
          <Link to="/stores" className="font-medium underline">
            {t('reorder.chooseStore')}
          </Link>
        </p>
      )}
      <Button size="lg" className="w-full sm:w-auto" onClick={onReorder}>
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        {switchesStore ? t('reorder.buttonAt', { store: reminder.storeName }) : t('reorder.button')}
      </Button>
    </div>
  );
}
