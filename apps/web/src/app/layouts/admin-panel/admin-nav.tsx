/**
 * The admin panel's navigation of SPEC §2's admin sections: a sidebar from the lg breakpoint (the
 * panel is built for the operations desk and a tablet), a menu sheet below it.
 */
import {
  BarChart3,
  ClipboardList,
  FileText,
  FolderTree,
  Landmark,
  LayoutDashboard,
  MessageSquareQuote,
  Newspaper,
  PackagePlus,
  Pill,
  Scale,
  Settings,
  Store,
  TicketPercent,
  UserCircle,
  UserPlus,
  Users,
} from 'lucide-react';
import type { TextResources } from '@/lib/i18n/resources';
import { hasSubsections, PanelSectionLink, type TPanelSection } from '../panel/panel-parts';
import { useAdminPanelText } from './text';

/** A section as listed here: named by its key in admin-panel.json, labelled in the reader's words when shown */
type TAdminSection = Omit<TPanelSection, 'label'> & { name: keyof TextResources['admin-panel']['nav']['sections'] };

export const ADMIN_SECTIONS: readonly TAdminSection[] = [
  { to: '/admin/dashboard', name: 'dashboard', icon: LayoutDashboard },
  { to: '/admin/orders', name: 'orders', icon: ClipboardList },
  { to: '/admin/prescriptions', name: 'prescriptions', icon: FileText },
  { to: '/admin/inventory', name: 'catalogue', icon: Pill },
  { to: '/admin/inventory/add', name: 'addProduct', icon: PackagePlus, isNested: true },
  { to: '/admin/categories', name: 'categories', icon: FolderTree },
  { to: '/admin/coupons', name: 'coupons', icon: TicketPercent },
  { to: '/admin/stores', name: 'stores', icon: Store },
  { to: '/admin/store-applications', name: 'storeApplications', icon: UserPlus, isNested: true },
  { to: '/admin/payouts', name: 'payouts', icon: Landmark },
  { to: '/admin/payouts/reconciliation', name: 'reconciliation', icon: Scale, isNested: true },
  { to: '/admin/users', name: 'users', icon: Users },
  { to: '/admin/analytics', name: 'analytics', icon: BarChart3 },
  { to: '/admin/testimonials', name: 'testimonials', icon: MessageSquareQuote },
  { to: '/admin/blog', name: 'blog', icon: Newspaper },
  { to: '/admin/settings', name: 'settings', icon: Settings },
  { to: '/admin/profile', name: 'myProfile', icon: UserCircle },
];

export function AdminNav({ label }: { label?: string }) {
  const { t } = useAdminPanelText();
  return (
    <nav aria-label={label ?? t('nav.label')}>
      <ul className="space-y-0.5">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <PanelSectionLink
              section={{ ...section, label: t(`nav.sections.${section.name}`) }}
              end={hasSubsections(section, ADMIN_SECTIONS)}
              className={section.isNested ? 'gap-3 pl-9' : 'gap-3'}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
