/**
 * The store panel's navigation of SPEC §2's store sections: a sidebar from the md breakpoint, and on
 * phones a bottom bar with the sections used every hour plus "More" for the rest. A member sees only the
 * sections their role may use (the permission table the server enforces, store-permissions.ts).
 */
import type { TStoreRole } from '@dawanow/shared/auth';
import { storeCan, type TStorePermission } from '@dawanow/shared/store-permissions';
import type { TFunction } from 'i18next';
import {
  BarChart3,
  Bell,
  Boxes,
  ClipboardList,
  FileText,
  Landmark,
  LayoutDashboard,
  MoreHorizontal,
  PackagePlus,
  Settings,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { usePanelText } from '@/components/panel-text';
import { cn } from '@/lib/cn';
import type { TextResources } from '@/lib/i18n/resources';
import { CountBadge, hasSubsections, PanelSectionLink, sectionAt, type TPanelSection } from '../panel/panel-parts';
import { useStorePanelText } from './text';

/** Counts shown beside sections: null means there is nothing to count (yet), never a made-up number. */
export type TNavCounts = { waitingOrders: number; unreadNotifications: number | null };

type TSectionName = keyof TextResources['store-panel']['nav']['sections'];

/** A section as listed here: named by its key in store-panel.json, labelled in the reader's words when shown */
type TSection = Omit<TPanelSection, 'label'> & {
  name: TSectionName;
  /** What the member's role must be allowed to open it */
  permission: TStorePermission;
  /** Shown in the phone's bottom bar (the rest open from "More") */
  isPrimary?: boolean;
  count?: keyof TNavCounts;
};

export const STORE_SECTIONS: readonly TSection[] = [
  { to: '/store/dashboard', name: 'dashboard', icon: LayoutDashboard, permission: 'orders', isPrimary: true },
  {
    to: '/store/orders',
    name: 'orders',
    icon: ClipboardList,
    permission: 'orders',
    isPrimary: true,
    count: 'waitingOrders',
  },
  { to: '/store/prescriptions', name: 'prescriptions', icon: FileText, permission: 'prescriptions', isPrimary: true },
  { to: '/store/inventory', name: 'inventory', icon: Boxes, permission: 'stock', isPrimary: true },
  { to: '/store/inventory/add', name: 'addProducts', icon: PackagePlus, permission: 'stock', isNested: true },
  { to: '/store/customers', name: 'customers', icon: Users, permission: 'customers' },
  { to: '/store/analytics', name: 'analytics', icon: BarChart3, permission: 'analytics' },
  { to: '/store/earnings', name: 'earnings', icon: Wallet, permission: 'money' },
  { to: '/store/payouts', name: 'payouts', icon: Landmark, permission: 'money' },
  {
    to: '/store/notifications',
    name: 'notifications',
    icon: Bell,
    permission: 'orders',
    count: 'unreadNotifications',
  },
  { to: '/store/settings', name: 'settings', icon: Settings, permission: 'settings' },
];

export const sectionOf = (pathname: string): TSection | undefined => sectionAt(STORE_SECTIONS, pathname);

const sectionsFor = (role: TStoreRole) => STORE_SECTIONS.filter((section) => storeCan(role, section.permission));

function countOf(section: TSection, counts: TNavCounts): number {
  return section.count ? (counts[section.count] ?? 0) : 0;
}

/** "3 waiting": the count is part of the link's name, not only a red dot. */
const countName = (t: TFunction<'store-panel'>, section: TSection, count: number) =>
  section.count === 'waitingOrders' ? t('nav.waiting', { count }) : t('nav.unread', { count });

/** One section's link with its count, in the sidebar or the phone's "More" sheet. */
function SectionLink({ section, counts, className }: { section: TSection; counts: TNavCounts; className: string }) {
  const { t } = useStorePanelText();
  const count = countOf(section, counts);
  return (
    <PanelSectionLink
      section={{ ...section, label: t(`nav.sections.${section.name}`) }}
      end={hasSubsections(section, STORE_SECTIONS)}
      count={count}
      countName={countName(t, section, count)}
      className={className}
    />
  );
}

export function StoreSidebarNav({ counts, role }: { counts: TNavCounts; role: TStoreRole }) {
  const { t } = useStorePanelText();
  return (
    <nav aria-label={t('nav.label')}>
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
  const { t } = useStorePanelText();
  const panelText = usePanelText();
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
          <nav aria-label={t('nav.moreLabel')}>
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
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="grid grid-cols-5">
          {sections
            .filter((section) => section.isPrimary)
            .map((section) => {
              const count = countOf(section, counts);
              const Icon = section.icon;
              const label = t(`nav.sections.${section.name}`);
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    aria-label={
                      count > 0
                        ? panelText.t('frame.sectionWithCount', {
                            section: label,
                            countName: countName(t, section, count),
                          })
                        : undefined
                    }
                    className={({ isActive }) => tabClasses(isActive)}
                  >
                    <span className="relative">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                      {count > 0 && (
                        <span className="absolute -top-2 -right-3">
                          <CountBadge count={count} />
                        </span>
                      )}
                    </span>
                    {label}
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
              {t('nav.more')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
