import { cn } from '@/lib/cn';
import { useInboxText } from './text';

/** "All" and "Unread" over a list of notifications; the Unread tab carries the count. */
export function UnreadTabs({
  isUnreadOnly,
  unread,
  panelId,
  onChange,
}: {
  isUnreadOnly: boolean;
  unread: number;
  /** The id of the list the tabs control */
  panelId: string;
  onChange: (isUnreadOnly: boolean) => void;
}) {
  const { t } = useInboxText();
  return (
    <div role="tablist" aria-label={t('list.tabs')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {[false, true].map((isUnreadTab) => (
        <button
          key={String(isUnreadTab)}
          type="button"
          role="tab"
          aria-selected={isUnreadOnly === isUnreadTab}
          aria-controls={panelId}
          onClick={() => onChange(isUnreadTab)}
          className={cn(
            'h-11 rounded-lg px-4 text-sm font-medium',
            isUnreadOnly === isUnreadTab ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
          )}
        >
          {isUnreadTab ? t('list.unread') : t('list.all')}{' '}
          {isUnreadTab && unread > 0 && (
            // A space before the number keeps the tab's name "Unread 2" for screen readers.
            <span className="ml-1.5 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
              {unread}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
