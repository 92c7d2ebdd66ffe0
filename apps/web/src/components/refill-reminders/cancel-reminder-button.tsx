import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useCancelRefillReminder } from './api';
import { useRefillsText } from './text';

/** "Cancel reminder", naming the medicine to screen readers, on the order page and in the profile alike */
export function CancelReminderButton({ reminderId, name }: { reminderId: string; name: string }) {
  const { t } = useRefillsText();
  const cancel = useCancelRefillReminder();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={cancel.isPending}
      onClick={() =>
        cancel.mutate(reminderId, {
          onSuccess: () => toast.success(t('card.cancelled')),
          onError: (error) => toast.error(t('card.cancelFailed'), { description: errorMessage(error) }),
        })
      }
    >
      {t('card.cancel')} <span className="sr-only">{name}</span>
    </Button>
  );
}
