import { storeDashboardApi } from '@dawanow/shared/api/store-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Switch } from '@/components/ui/switch';
import { callApi } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The dashboard and the settings both show the switch; everything read under the store refreshes after it. */
function useSetAccepting(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepting: boolean) =>
      callApi(storeDashboardApi.accepting, { params: { storeId }, body: { accepting } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['stores', storeId] }),
  });
}

/**
 * Whether the store takes new orders. Owners, admins and managers flip it (the server enforces the
 * same); staff see the state only.
 */
export function AcceptingSwitch({
  storeId,
  isAccepting,
  canChange,
}: {
  storeId: string;
  isAccepting: boolean;
  canChange: boolean;
}) {
  const { t } = useStorePanelText();
  const setAccepting = useSetAccepting(storeId);
  const checked = setAccepting.isPending ? Boolean(setAccepting.variables) : isAccepting;

  function toggle() {
    setAccepting.mutate(!isAccepting, {
      onSuccess: ({ accepting }) =>
        toast.success(accepting ? t('acceptingSwitch.resumed') : t('acceptingSwitch.paused'), {
          description: accepting ? t('acceptingSwitch.resumedBody') : t('acceptingSwitch.pausedBody'),
        }),
      onError: () => toast.error(t('acceptingSwitch.failed'), { description: t('acceptingSwitch.failedBody') }),
    });
  }

  return (
    <div className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
      <span id="accepting-label" className="text-sm font-medium text-slate-900">
        {t('acceptingSwitch.label')}
      </span>
      <Switch
        checked={checked}
        onChange={toggle}
        aria-labelledby="accepting-label"
        disabled={!canChange || setAccepting.isPending}
      />
      {!canChange && <span className="text-xs text-slate-600">{t('acceptingSwitch.staffNote')}</span>}
    </div>
  );
}
