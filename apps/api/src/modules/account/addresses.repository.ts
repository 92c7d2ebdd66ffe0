import type { TAddress } from '@dawanow/shared/addresses';
import { and, count, desc, eq, ne, type Placeholder, sql } from 'drizzle-orm';
import { type Db, type Executor, reusableStatement } from '../../db/client';
import { addresses, profiles, users } from '../../db/schema/auth';

export type AddressValues = {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
};

const columns = {
  id: addresses.id,
  name: addresses.name,
  address_line1: addresses.addressLine1,
  address_line2: addresses.addressLine2,
  city: addresses.city,
  state: addresses.state,
  postal_code: addresses.postalCode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  user_id: addresses.userId,
  is_default: addresses.isDefault,
};

/** A saved address as an order copies it, with the name and phone the order is for. */
export type OrderAddressRow = Pick<
  typeof addresses.$inferSelect,
  'name' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'latitude' | 'longitude'
> & { customerName: string; customerPhone: string | null };

const mine = (userId: string | Placeholder, addressId: string | Placeholder) =>
  and(eq(addresses.id, addressId), eq(addresses.userId, userId));

/** Serialises one user's address writes, so the count and the single default stay consistent. */
async function lockAddressesOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

export function createAddressesRepository(db: Db) {
  // Read on every quote and every order placed.
  const forOrderFields = {
    name: addresses.name,
    addressLine1: addresses.addressLine1,
    addressLine2: addresses.addressLine2,
    city: addresses.city,
    state: addresses.state,
    postalCode: addresses.postalCode,
    latitude: addresses.latitude,
    longitude: addresses.longitude,
    customerName: sql<string>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`,
    customerPhone: profiles.phone,
  };
  const forOrder = reusableStatement(
    'address_for_order',
    db
      .select(forOrderFields)
      .from(addresses)
      .innerJoin(users, eq(users.id, addresses.userId))
      .leftJoin(profiles, eq(profiles.id, addresses.userId))
      .where(mine(sql.placeholder('userId'), sql.placeholder('addressId'))),
    forOrderFields,
  );

  return {
    /** SPEC §7: ordered by is_default descending (then newest first). */
    list(userId: string): Promise<TAddress[]> {
      return db
        .select(columns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
    },

    /** A saved address of the user, with the user's name (from the profile, else the account) and phone. */
    async findForOrder(userId: string, addressId: string): Promise<OrderAddressRow | null> {
      const [row] = await forOrder(db, { userId, addressId });
      return row ?? null;
    },

    /**
     * Inserts an address; the first one, or one marked default, becomes the only default. Runs in
     * one transaction so two quick saves cannot leave two defaults (a unique index backs this up).
     */
    async create(userId: string, values: AddressValues, makeDefault: boolean, maxPerUser: number) {
      return db.transaction(async (tx) => {
        await lockAddressesOf(tx, userId);
        const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        const existingCount = existing?.n ?? 0;
        if (existingCount >= maxPerUser) return { limitReached: true as const };
        const isDefault = makeDefault || existingCount === 0;
        if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
        const [row] = await tx
          .insert(addresses)
          .values({ ...values, userId, isDefault })
          .returning(columns);
        if (!row) throw new Error('insert returned no row');
        return { address: row };
      });
    },

    async update(userId: string, addressId: string, values: AddressValues): Promise<TAddress | null> {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(userId, addressId))
        .returning(columns);
      return row ?? null;
    },

    async setDefault(userId: string, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAddressesOf(tx, userId);
        const [target] = await tx.select({ id: addresses.id }).from(addresses).where(mine(userId, addressId));
        if (!target) return false;
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
        await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(mine(userId, addressId));
        return true;
      });
    },

    /** Deletes an address; when it was the default, the newest remaining one takes over. */
    async delete(userId: string, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAddressesOf(tx, userId);
        const [deleted] = await tx
          .delete(addresses)
          .where(mine(userId, addressId))
          .returning({ isDefault: addresses.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(desc(addresses.createdAt))
            .limit(1);
          if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        }
        return true;
      });
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
