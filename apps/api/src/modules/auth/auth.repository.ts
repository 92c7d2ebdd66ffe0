import { createHmac, randomUUID } from 'node:crypto';
import {
  PHONE_ACCOUNT_EMAIL_DOMAIN,
  type TPlatformRole,
  type TStoreMemberRole,
  ZPlatformRole,
  ZStoreMemberRole,
} from '@dawanow/shared/auth';
import type { TLanguage } from '@dawanow/shared/languages';
import { and, asc, desc, eq, gt, isNull, like, not, sql } from 'drizzle-orm';
import { type Db, reusableStatement, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accountDeletions, accounts, profiles, sessions, users } from '../../db/schema/auth';
import { storeMembers, type stores } from '../../db/schema/stores';

export type NewCredentialUser = {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
  passwordHash: string;
  role: TPlatformRole;
};

const identityColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  role: users.role,
  phoneNumber: users.phoneNumber,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
  language: profiles.language,
};

/** A store membership as the actor carries it; the role is checked when read. */
type Membership = Pick<typeof storeMembers.$inferSelect, 'storeId' | 'role'> & {
  storeName: (typeof stores.$inferSelect)['name'];
};

/**
 * User, e-mail/password credential and profile, inside the caller's transaction: either all exist
 * or none. The seed uses it directly; everyone else goes through createCredentialUser.
 */
export async function insertCredentialUser(tx: Tx, user: NewCredentialUser): Promise<{ id: string }> {
  const id = randomUUID();
  await tx.insert(users).values({ id, name: `${user.firstName} ${user.lastName}`, email: user.email, role: user.role });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: user.passwordHash,
  });
  // The row exists already (users_create_profile trigger); set the exact names and phone.
  await tx
    .update(profiles)
    .set({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, updatedAt: new Date() })
    .where(eq(profiles.id, id));
  return { id };
}

export function createAuthRepository(db: Db) {
  // Every signed-in request reads its actor.
  const actorFields = {
    ...identityColumns,
    memberships: sql<Membership[]>`coalesce((
      select json_agg(json_build_object('storeId', m.store_id, 'storeName', s.name, 'role', m.role) order by s.name)
      from store_members m join stores s on s.id = m.store_id where m.user_id = ${users.id}), '[]')`,
  };
  // Issue 15: a suspended account has no actor, whatever session it still holds
  const notSuspended = isNull(users.suspendedAt);
  const actorQuery = reusableStatement(
    'find_actor',
    db
      .select(actorFields)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(eq(users.id, sql.placeholder('userId')), notSuspended))
      .limit(1),
    actorFields,
  );
  // A session cookie whose signature was checked before: the session, its user and the actor in one round
  // trip (issue 20; auth.service.ts keeps the row until a change to its tables is announced).
  const sessionActorFields = { ...actorFields, sessionId: sessions.id, sessionExpiresAt: sessions.expiresAt };
  const sessionActorQuery = reusableStatement(
    'find_session_actor',
    db
      .select(sessionActorFields)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`), notSuspended))
      .limit(1),
    sessionActorFields,
  );

  /** The row as the actor takes it: the platform and store roles checked. */
  function parsedActor(row: Awaited<ReturnType<typeof actorQuery>>[number]) {
    const { memberships, ...identity } = row;
    return {
      identity: { ...identity, role: ZPlatformRole.parse(identity.role) },
      memberships: memberships.map((membership) => ({
        ...membership,
        role: ZStoreMemberRole.parse(membership.role),
      })),
    };
  }

  return {
    /**
     * User, e-mail/password credential and profile in one transaction: either all exist or none.
     * Returns null when the e-mail is already registered.
     */
    async createCredentialUser(user: NewCredentialUser): Promise<{ id: string } | null> {
      try {
        return await db.transaction((tx) => insertCredentialUser(tx, user));
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findIdentity(userId: string) {
      const [row] = await db
        .select(identityColumns)
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ? { ...row, role: ZPlatformRole.parse(row.role) } : null;
    },

    /** Identity and store memberships in one round trip: it runs on every signed-in request. */
    async findActor(userId: string) {
      const [row] = await actorQuery(db, { userId });
      return row ? parsedActor(row) : null;
    },

    /** The actor of a live session (not expired, its account not suspended), by the session's token. */
    async findSessionActor(token: string) {
      const [row] = await sessionActorQuery(db, { token });
      if (!row) return null;
      const { sessionId, sessionExpiresAt, ...actor } = row;
      return { ...parsedActor(actor), session: { id: sessionId, expiresAt: sessionExpiresAt } };
    },

    /** The account that signs in with this (proven) mobile number */
    async findUserIdByVerifiedPhone(phone: string): Promise<string | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
      return row?.id ?? null;
    },

    /**
     * The newest account with an e-mail that gave this number as its phone (typed, never proven), for telling its
     * owner where their account is rather than making a second one beside it.
     */
    async findEmailAccountGivingPhone(phone: string): Promise<{ email: string } | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.phone, phone), not(like(users.email, `%@${PHONE_ACCOUNT_EMAIL_DOMAIN}`))))
        .orderBy(desc(users.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new account made by proving a mobile number: its names (or none yet: it is named by the number) and the
     * number as its contact phone too.
     */
    async completePhoneAccount(userId: string, account: { phone: string; firstName: string; lastName: string }) {
      const name = `${account.firstName} ${account.lastName}`.trim();
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({
            firstName: account.firstName,
            lastName: account.lastName,
            phone: account.phone,
            updatedAt: new Date(),
          })
          .where(eq(profiles.id, userId));
        await tx
          .update(users)
          .set({ name: name || account.phone, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    },

    /** A number just proven becomes the contact phone of an account that has none. */
    async setPhoneIfMissing(userId: string, phone: string) {
      await db
        .update(profiles)
        .set({ phone, updatedAt: new Date() })
        .where(and(eq(profiles.id, userId), isNull(profiles.phone)));
    },

    async setLanguage(userId: string, language: TLanguage) {
      await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, userId));
    },

    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return Boolean(row);
    },

    async updateProfile(userId: string, profile: { firstName: string; lastName: string; phone: string }) {
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ ...profile, updatedAt: new Date() })
          .where(eq(profiles.id, userId));
        await tx
          .update(users)
          .set({ name: `${profile.firstName} ${profile.lastName}`, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    },

    /**
     * Erasure: the user row goes, and with it (ON DELETE CASCADE) sessions, credentials, profile,
     * addresses and memberships. Records the law requires us to keep (orders, prescriptions)
     * reference users with ON DELETE SET NULL and keep no personal data of their own.
     */
    async deleteUser(userId: string, auditKey: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(accountDeletions).values({
          userIdHash: createHmac('sha256', auditKey).update(userId).digest('hex'),
        });
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    async addStoreMember(storeId: string, userId: string, role: TStoreMemberRole) {
      await db
        .insert(storeMembers)
        .values({ storeId, userId, role })
        .onConflictDoUpdate({
          target: [storeMembers.storeId, storeMembers.userId],
          set: { role },
        });
    },

    async listStoreMembers(storeId: string) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          role: storeMembers.role,
        })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(storeMembers.storeId, storeId))
        .orderBy(asc(profiles.firstName));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
