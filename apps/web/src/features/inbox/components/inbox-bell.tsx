import { formatBadgeCount } from '@dawanow/shared/badges';
import { HEADER_CART_BADGE_CAP } from '@dawanow/shared/constants';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useInboxText } from '@/components/notifications/text';
import { buttonClasses } from '@/components/ui/button';
import { useMe } from '@/lib/session';
import { useInboxUnreadCount } from '../api';

export const INBOX_PATH = '/account/notifications';

/** The header's bell for a signed-in person: their inbox, with how many messages are unread. */
export function InboxBell() {
  const isSignedIn = !!useMe().data;
  const unread = useInboxUnreadCount(isSignedIn).data?.unread ?? 0;
  const { t } = useInboxText();
  if (!isSignedIn) return null;
  // English is inboxBellLabel (packages/shared), word for word
  return (
    <Link
      to={INBOX_PATH}
      className={buttonClasses('ghost', 'icon', 'relative')}
      aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
    >
      <Bell className="h-6 w-6" aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="header-inbox-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {formatBadgeCount(unread, HEADER_CART_BADGE_CAP)}
        </span>
      )}
    </Link>
  );
}
