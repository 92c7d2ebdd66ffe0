import { formatBadgeCount } from '@dawanow/shared/badges';
import { TAB_BAR_CART_BADGE_CAP } from '@dawanow/shared/constants';
import { House, LayoutGrid, type LucideIcon, Search, ShoppingCart, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCartCount } from '@/features/cart/use-cart-count';
import { cn } from '@/lib/cn';
import { useCommonText } from '@/lib/i18n/common-text';

const tabs = [
  { to: '/', label: 'home', icon: House, end: true },
  { to: '/medicines', label: 'categories', icon: LayoutGrid },
  { to: '/search', label: 'search', icon: Search },
  { to: '/cart', label: 'cart', icon: ShoppingCart },
  { to: '/profile', label: 'profile', icon: User },
] as const satisfies { to: string; label: string; icon: LucideIcon; end?: boolean }[];

/** SPEC §2: bottom tab bar under 768 px, cart badge capped at "9+"; placed in the layout's BottomDock. */
export function MobileTabBar() {
  const { t } = useCommonText();
  const cartCount = useCartCount();
  return (
    <nav aria-label={t('tabBar.label')} className="border-t border-slate-200 bg-white md:hidden">
      <ul className="grid grid-cols-5">
        {tabs.map(({ to, label, icon: Icon, ...tab }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={'end' in tab}
              className={({ isActive }) =>
                cn(
                  'flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                  isActive ? 'text-brand-700' : 'text-slate-600',
                )
              }
            >
              <span className="relative">
                <Icon className="h-6 w-6" aria-hidden="true" />
                {to === '/cart' && cartCount > 0 && (
                  // The count is said after the label (below): "Cart, 3 items", as a speech user reads the tab
                  <span
                    aria-hidden="true"
                    data-testid="tab-cart-badge"
                    className="absolute -top-1.5 -right-2.5 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[10px] leading-4 font-semibold text-white"
                  >
                    {formatBadgeCount(cartCount, TAB_BAR_CART_BADGE_CAP)}
                  </span>
                )}
              </span>
              {t(`tabBar.${label}`)}
              {to === '/cart' && cartCount > 0 && (
                <span className="sr-only">{`, ${t('tabBar.cartItems', { count: cartCount })}`}</span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
