import { RefillRemindersSection } from '@/components/refill-reminders/refill-reminder-list';
import { ProfilePage } from '@/features/account/pages/profile-page';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { OrdersList } from '@/features/orders/components/orders-list';
import { PrescriptionsTab } from '@/features/prescriptions/components/prescriptions-tab';

/** /profile, /profile/orders and /orders: the account feature's profile with the orders and prescriptions tabs and sign-out. */
export function ProfileRoute() {
  return (
    <ProfilePage
      ordersTab={
        <div className="space-y-8">
          <OrdersList />
          <RefillRemindersSection />
        </div>
      }
      prescriptionsTab={<PrescriptionsTab />}
      signOutAction={<SignOutButton />}
    />
  );
}
