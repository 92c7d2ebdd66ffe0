import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';

/**
 * An admin record's version check refused a save (someone saved in between): the edits stay in the form until
 * the administrator reloads, rather than overwriting a change they have not seen.
 */
export function RecordChangedNotice({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useAdminPanelText();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="flex-1 text-sm font-medium text-amber-900">{message}</p>
      <Button variant="outline" onClick={onReload}>
        {t('record.recordChangedNotice.reload')}
      </Button>
    </div>
  );
}
