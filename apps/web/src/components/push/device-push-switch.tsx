import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { type DevicePushState, type PushScope, useDevicePush } from '@/lib/web-push';

/** Why the switch cannot be used, in the person's words */
const WHY_NOT: Partial<Record<DevicePushState, string>> = {
  unsupported: 'Notifications aren’t available in this browser.',
  unavailable: 'Notifications are not set up on this server yet.',
  blocked: 'Notifications are blocked for DawaNow. Allow them in your browser’s site settings, then come back.',
};

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
  const { state, turnOn, turnOff } = useDevicePush(scope);
  const isBusy = turnOn.isPending || turnOff.isPending;
  const failure = turnOn.error ?? turnOff.error;
  const whyNot = state.data ? WHY_NOT[state.data] : undefined;
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
            We could not check notifications on this device. Reload to try again.
          </p>
        )}
        {failure && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {failure.message}
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
