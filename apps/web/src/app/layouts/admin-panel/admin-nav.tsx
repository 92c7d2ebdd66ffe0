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
import { hasSubsections, PanelSectionLink, type TPanelSection } from '../panel/panel-parts';

export const ADMIN_SECTIONS: readonly TPanelSection[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/prescriptions', label: 'Prescriptions', icon: FileText },
  { to: '/admin/inventory', label: 'Catalogue', icon: Pill },
  { to: '/admin/inventory/add', label: 'Add product', icon: PackagePlus, isNested: true },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/stores', label: 'Stores', icon: Store },
  { to: '/admin/store-applications', label: 'Store applications', icon: UserPlus, isNested: true },
  { to: '/admin/payouts', label: 'Payouts', icon: Landmark },
  { to: '/admin/payouts/reconciliation', label: 'Reconciliation', icon: Scale, isNested: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  { to: '/admin/blog', label: 'Blog', icon: Newspaper },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/profile', label: 'My profile', icon: UserCircle },
];

export function AdminNav({ label = 'Admin panel' }: { label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <PanelSectionLink
              section={section}
              end={hasSubsections(section, ADMIN_SECTIONS)}
              className={section.isNested ? 'gap-3 pl-9' : 'gap-3'}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
