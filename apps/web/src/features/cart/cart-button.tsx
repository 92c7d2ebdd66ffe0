import { formatBadgeCount } from '@dawanow/shared/badges';
import { HEADER_CART_BADGE_CAP } from '@dawanow/shared/constants';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useCommonText } from '@/lib/i18n/common-text';
import { useCartCount } from './use-cart-count';

export function CartButton() {
  const { t } = useCommonText();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className={buttonClasses('ghost', 'icon', 'relative')}
      aria-label={count > 0 ? t('header.cartItems', { count }) : t('header.cartEmpty')}
    >
      <ShoppingCart className="h-6 w-6" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="header-cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {formatBadgeCount(count, HEADER_CART_BADGE_CAP)}
        </span>
      )}
    </Link>
  );
}
