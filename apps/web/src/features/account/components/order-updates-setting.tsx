import { DevicePushSwitch } from '@/components/push/device-push-switch';

/** Issue 19: the customer turns order updates by push on or off for this device (each device on its own). */
export function OrderUpdatesSetting() {
  return (
    <section
      aria-labelledby="notifications-heading"
      className="mt-6 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="notifications-heading" className="text-lg font-semibold">
        Notifications
      </h2>
      <DevicePushSwitch
        scope={{ storeId: null }}
        label="Order updates on this device"
        description="When the pharmacy accepts your order, when it is out for delivery and when it arrives, and about refunds. Other devices keep their own setting."
      />
    </section>
  );
}
