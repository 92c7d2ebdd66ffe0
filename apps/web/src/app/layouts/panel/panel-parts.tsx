/**
 * What the store panel and the admin panel frames share: the skip link, a section's link in a
 * sidebar or a phone's sheet (with its count as part of its name), and the menu back to the customer
 * site or out.
 */
import { formatBadgeCount } from '@dawanow/shared/badges';
import { Home, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { usePanelText } from '@/components/panel-text';
import { useSignOut } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/cn';

export type TPanelSection = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A sub-section, indented under the one before it */
  isNested?: boolean;
};

/** Where a section lives, all that finding the current one needs */
type TPanelAddress = Pick<TPanelSection, 'to'>;

export function SkipToContent() {
  const { t } = usePanelText();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('frame.skipToContent')}
    </a>
  );
}

export function CountBadge({ count }: { count: number }) {
  return (
    <span className="min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white">
      {formatBadgeCount(count, 99)}
    </span>
  );
}

/**
 * A section's link; `end` when another section's address starts with this one's ("/admin/stores" must
 * not stay highlighted on "/admin/stores/add"). `countName` ("3 waiting") joins the link's name.
 */
export function PanelSectionLink({
  section,
  end,
  count = 0,
  countName,
  className,
}: {
  section: TPanelSection;
  end: boolean;
  count?: number;
  countName?: string;
  className: string;
}) {
  const { t } = usePanelText();
  const Icon = section.icon;
  return (
    <NavLink
      to={section.to}
      end={end}
      aria-label={
        count > 0 && countName ? t('frame.sectionWithCount', { section: section.label, countName }) : undefined
      }
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
      {count > 0 && <CountBadge count={count} />}
    </NavLink>
  );
}

/** Whether a section's link must match its address exactly: some other section lives under it. */
export function hasSubsections(section: TPanelAddress, sections: readonly TPanelAddress[]): boolean {
  return sections.some((other) => other.to.startsWith(`${section.to}/`));
}

/** The section an address belongs to (the longest that starts it): `/store/settings/team` is Settings'. */
export function sectionAt<T extends TPanelAddress>(sections: readonly T[], pathname: string): T | undefined {
  return sections
    .filter((section) => pathname === section.to || pathname.startsWith(`${section.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** The panel's menu: what the panel adds (`children`), then the customer site and signing out. */
export function PanelMenu({ children }: { children?: ReactNode }) {
  const { t } = usePanelText();
  const signOut = useSignOut();
  const item = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium';
  return (
    <div className="space-y-0.5">
      {children}
      <Link to="/" className={cn(item, 'text-slate-700 hover:bg-slate-100')}>
        <Home className="h-5 w-5" aria-hidden="true" /> {t('frame.customerSite')}
      </Link>
      <button type="button" onClick={() => void signOut()} className={cn(item, 'text-red-700 hover:bg-red-50')}>
        <LogOut className="h-5 w-5" aria-hidden="true" /> {t('frame.signOut')}
      </button>
    </div>
  );
}
