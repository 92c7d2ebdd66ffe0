import { useId } from 'react';
import { useInboxText } from '@/components/notifications/text';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/i18n/error-message';
import { type DevicePushState, type PushScope, useDevicePush } from '@/lib/web-push';

/** The states in which the switch cannot be used: each says why in the person's words (`push.<state>`) */
const WHY_NOT = ['unsupported', 'unavailable', 'blocked'] as const;
const isUnusable = (state: DevicePushState | undefined): state is (typeof WHY_NOT)[number] =>
  (WHY_NOT as readonly (DevicePushState | undefined)[]).includes(state);

/**
 * Issue 19: push on this device for one purpose — the customer's order updates (profile) or a store's new orders
 * (store notifications) — as a switch. Turning it on asks the browser's permission first.
 */
export function DevicePushSwitch({
  scope,
  label,
  description,
}: {
  scope: PushScope;
  label: string;
  description: string;
}) {
  const id = useId();
  const { t } = useInboxText();
  const { state, turnOn, turnOff } = useDevicePush(scope);
  const isBusy = turnOn.isPending || turnOff.isPending;
  const failure = turnOn.error ?? turnOff.error;
  const whyNot = isUnusable(state.data) ? t(`push.${state.data}`) : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-700">
          {whyNot ?? description}
        </p>
        {state.isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {t('push.checkFailed')}
          </p>
        )}
        {failure && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {errorMessage(failure)}
          </p>
        )}
      </div>
      {state.isPending ? (
        <Skeleton className="h-8 w-14 rounded-full" />
      ) : (
        <Switch
          checked={state.data === 'on'}
          disabled={isBusy || whyNot !== undefined || state.isError}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          onChange={(checked) => (checked ? turnOn.mutate() : turnOff.mutate())}
        />
      )}
    </div>
  );
}
