import { cartItemCount, cartItemsTotalPaise } from '@dawanow/shared/cart';
import { formatRupees } from '@dawanow/shared/money';
import { ChevronRight, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartItems } from '@/lib/cart-store';
import { useCartText } from '../text';

/**
 * The floating "n items · ₹total · View cart" bar of quick-commerce apps, above the phone's tab bar. The
 * total is at the prices the cart was filled at, known here without a request; /cart re-prices it at the
 * store and shows the bill that is charged. Nothing when the cart is empty.
 */
export function CartBar() {
  const { t } = useCartText();
  const items = useCartItems();
  const count = cartItemCount(items);
  if (count === 0) return null;
  const summary = t('bar.summary', { count, total: formatRupees(cartItemsTotalPaise(items)) });
  return (
    <div className="border-t border-slate-200 px-3 py-2">
      <Link
        to="/cart"
        className="flex h-12 items-center gap-3 rounded-xl bg-brand-700 px-4 text-white shadow-md hover:bg-brand-800"
      >
        <ShoppingCart className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{summary}</span>
        <span className="flex items-center text-sm font-semibold">
          {t('bar.view')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </span>
      </Link>
    </div>
  );
}
