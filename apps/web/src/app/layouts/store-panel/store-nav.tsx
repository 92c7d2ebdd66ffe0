/**
 * The store panel's navigation of SPEC §2's store sections: a sidebar from the md breakpoint, and on
 * phones a bottom bar with the sections used every hour plus "More" for the rest. A member sees only the
 * sections their role may use (the permission table the server enforces, store-permissions.ts).
 */
import type { TStoreRole } from '@dawanow/shared/auth';
import { formatBadgeCount } from '@dawanow/shared/badges';
import { storeCan, type TStorePermission } from '@dawanow/shared/store-permissions';
import {
  BarChart3,
  Bell,
  Boxes,
  ClipboardList,
  FileText,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MoreHorizontal,
  PackagePlus,
  Settings,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

/** Counts shown beside sections: null means there is nothing to count (yet), never a made-up number. */
export type TNavCounts = { waitingOrders: number; unreadNotifications: number | null };

type TSection = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** What the member's role must be allowed to open it */
  permission: TStorePermission;
  /** Shown in the phone's bottom bar (the rest open from "More") */
  isPrimary?: boolean;
  /** A sub-section, indented under the one before it */
  isNested?: boolean;
  count?: keyof TNavCounts;
};

export const STORE_SECTIONS: readonly TSection[] = [
  { to: '/store/dashboard', label: 'Dashboard', icon: LayoutDashboard, permission: 'orders', isPrimary: true },
  {
    to: '/store/orders',
    label: 'Orders',
    icon: ClipboardList,
    permission: 'orders',
    isPrimary: true,
    count: 'waitingOrders',
  },
  { to: '/store/prescriptions', label: 'Prescriptions', icon: FileText, permission: 'prescriptions', isPrimary: true },
  { to: '/store/inventory', label: 'Inventory', icon: Boxes, permission: 'stock', isPrimary: true },
  { to: '/store/inventory/add', label: 'Add products', icon: PackagePlus, permission: 'stock', isNested: true },
  { to: '/store/customers', label: 'Customers', icon: Users, permission: 'customers' },
  { to: '/store/analytics', label: 'Analytics', icon: BarChart3, permission: 'analytics' },
  { to: '/store/earnings', label: 'Earnings', icon: Wallet, permission: 'money' },
  { to: '/store/payouts', label: 'Payouts', icon: Landmark, permission: 'money' },
  {
    to: '/store/notifications',
    label: 'Notifications',
    icon: Bell,
    permission: 'orders',
    count: 'unreadNotifications',
  },
  { to: '/store/settings', label: 'Settings', icon: Settings, permission: 'settings' },
];

/** The section a panel address belongs to (the longest that starts it): `/store/settings/team` is Settings'. */
export function sectionOf(pathname: string): TSection | undefined {
  return STORE_SECTIONS.filter((section) => pathname === section.to || pathname.startsWith(`${section.to}/`)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
}

const sectionsFor = (role: TStoreRole) => STORE_SECTIONS.filter((section) => storeCan(role, section.permission));

function countOf(section: TSection, counts: TNavCounts): number {
  return section.count ? (counts[section.count] ?? 0) : 0;
}

/** "Orders, 3 waiting": the count is part of the link's name, not only a red dot. */
function accessibleName(section: TSection, count: number): string | undefined {
  if (count === 0) return undefined;
  return section.count === 'waitingOrders' ? `${section.label}, ${count} waiting` : `${section.label}, ${count} unread`;
}

function Badge({ count }: { count: number }) {
  return (
    <span className="min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white">
      {formatBadgeCount(count, 99)}
    </span>
  );
}

// "/store/inventory" must not stay highlighted on "/store/inventory/add", nor orders on one order's page.
const isExact = (section: TSection) => STORE_SECTIONS.some((other) => other.to.startsWith(`${section.to}/`));

/** One section's link with its count, in the sidebar or the phone's "More" sheet. */
function SectionLink({ section, counts, className }: { section: TSection; counts: TNavCounts; className: string }) {
  const count = countOf(section, counts);
  const Icon = section.icon;
  return (
    <NavLink
      to={section.to}
      end={isExact(section)}
      aria-label={accessibleName(section, count)}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
          className,
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">{section.label}</span>
      {count > 0 && <Badge count={count} />}
    </NavLink>
  );
}

export function StoreSidebarNav({ counts, role }: { counts: TNavCounts; role: TStoreRole }) {
  return (
    <nav aria-label="Store panel">
      <ul className="space-y-0.5">
        {sectionsFor(role).map((section) => (
          <li key={section.to}>
            <SectionLink section={section} counts={counts} className={cn('gap-3', section.isNested && 'pl-9')} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

const tabClasses = (isActive: boolean) =>
  cn(
    'relative flex h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
    isActive ? 'text-brand-700' : 'text-slate-600',
  );

/** The phone's bottom bar; "More" opens the other sections and `menu` (mute, customer site, sign out). */
export function StoreBottomNav({ counts, menu, role }: { counts: TNavCounts; menu: ReactNode; role: TStoreRole }) {
  const { pathname } = useLocation();
  // The sheet belongs to the screen it was opened on: choosing a section closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMoreOpen = openOn === pathname;
  const sections = sectionsFor(role);
  const others = sections.filter((section) => !section.isPrimary);
  const otherCount = others.reduce((sum, section) => sum + countOf(section, counts), 0);

  return (
    <div className="md:hidden">
      {isMoreOpen && (
        <div
          id="store-more-menu"
          className="fixed inset-x-0 bottom-14 z-40 max-h-[70vh] overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white p-3 pb-[env(safe-area-inset-bottom)] shadow-lg"
        >
          <nav aria-label="More store sections">
            <ul className="grid grid-cols-2 gap-1">
              {others.map((section) => (
                <li key={section.to}>
                  <SectionLink section={section} counts={counts} className="gap-2" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-2 border-t border-slate-100 pt-2">{menu}</div>
        </div>
      )}
      <nav
        aria-label="Store panel"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="grid grid-cols-5">
          {sections
            .filter((section) => section.isPrimary)
            .map((section) => {
              const count = countOf(section, counts);
              const Icon = section.icon;
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    aria-label={accessibleName(section, count)}
                    className={({ isActive }) => tabClasses(isActive)}
                  >
                    <span className="relative">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                      {count > 0 && (
                        <span className="absolute -top-2 -right-3">
                          <Badge count={count} />
                        </span>
                      )}
                    </span>
                    {section.label}
                  </NavLink>
                </li>
              );
            })}
          <li>
            <button
              type="button"
              aria-expanded={isMoreOpen}
              aria-controls="store-more-menu"
              onClick={() => setOpenOn(isMoreOpen ? null : pathname)}
              className={tabClasses(isMoreOpen)}
            >
              <span className="relative">
                {isMoreOpen ? (
                  <X className="h-5 w-5" aria-hidden="true" />
                ) : (
                  <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
                )}
                {otherCount > 0 && <span className="absolute -top-1 -right-1 h-2 w-2 rounded-full bg-red-600" />}
              </span>
              More
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
