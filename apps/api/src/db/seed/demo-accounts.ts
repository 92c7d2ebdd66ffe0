/** README "Demo accounts": one customer, one platform admin, one pharmacy owner, all with the same password. */
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { insertCredentialUser } from '../../modules/auth/auth.repository';
import { addresses, users } from '../schema/auth';
import type { SeedStep } from './seed-step';

export const DEMO_PASSWORD = 'Dawa@2026!';

const people = [
  { email: 'customer@demo.dawanow.in', firstName: 'Asha', lastName: 'Menon', phone: '+919845011111', role: 'customer' },
  { email: 'admin@demo.dawanow.in', firstName: 'Rohan', lastName: 'Iyer', phone: '+919845022222', role: 'admin' },
  // Owner of the demo pharmacy; the membership is added with the stores themselves.
  { email: 'store@demo.dawanow.in', firstName: 'Kavya', lastName: 'Reddy', phone: '+919845033333', role: 'customer' },
] as const;

export const demoAccounts: SeedStep = {
  name: '2026-11-demo-accounts',
  run: async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const person of people) {
      await insertCredentialUser(tx, { ...person, passwordHash });
    }
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, people[0].email));
    if (!customer) return;
    await tx.insert(addresses).values([
      {
        userId: customer.id,
        name: 'Home',
        addressLine1: '#42, 12th Main Road, HAL 2nd Stage',
        addressLine2: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560038',
        latitude: 12.9719,
        longitude: 77.6412,
        isDefault: true,
      },
      {
        userId: customer.id,
        name: 'Office',
        addressLine1: '3rd Floor, 80 Feet Road, 4th Block',
        addressLine2: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560034',
        latitude: 12.9352,
        longitude: 77.6245,
        isDefault: false,
      },
    ]);
  },
};

/**
 * Issue 17: the demo accounts sign in by mobile OTP too (README "Demo accounts"), their codes in the demo's outbox.
 * Their numbers are demo numbers, published like their password; set as proven only where nobody proved them yet.
 */
export const demoPhoneSignIn: SeedStep = {
  name: '2026-11-demo-phone-sign-in',
  run: async (tx) => {
    for (const person of people) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, person.phone));
      if (taken) continue;
      await tx
        .update(users)
        .set({ phoneNumber: person.phone, phoneNumberVerified: true })
        .where(eq(users.email, person.email));
    }
  },
};
