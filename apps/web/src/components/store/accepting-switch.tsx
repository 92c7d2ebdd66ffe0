import { storeDashboardApi } from '@dawanow/shared/api/store-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '@/lib/api-client';
import { cn } from '@/lib/cn';

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
  const setAccepting = useSetAccepting(storeId);
  const checked = setAccepting.isPending ? Boolean(setAccepting.variables) : isAccepting;

  function toggle() {
    setAccepting.mutate(!isAccepting, {
      onSuccess: ({ accepting }) =>
        toast.success(accepting ? 'Taking orders again' : 'Orders paused', {
          description: accepting
            ? 'Customers nearby can order from your store.'
            : 'Customers see your store as not accepting orders until you switch this back on.',
        }),
      onError: () => toast.error('Could not change it', { description: 'Please try again.' }),
    });
  }

  return (
    <div className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
      <span id="accepting-label" className="text-sm font-medium text-slate-900">
        Accepting orders
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="accepting-label"
        disabled={!canChange || setAccepting.isPending}
        onClick={toggle}
        className={cn(
          'relative h-8 w-14 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 h-6 w-6 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-6',
          )}
        />
      </button>
      {!canChange && <span className="text-xs text-slate-600">Owners and managers can change this</span>}
    </div>
  );
}
