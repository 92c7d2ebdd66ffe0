/** A store's members, its invitations and its audit log (issue 14, team and roles). */
import type { TAssignableStoreRole } from '@dawanow/shared/store-team';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema/auth';
import { storeAuditLog, storeInvitations, storeMembers, stores } from '../../db/schema/stores';

type Member = typeof storeMembers.$inferSelect;
export type MemberRow = Pick<
  Member,
  'userId' | 'role' | 'pharmacistName' | 'pharmacistRegistrationNumber' | 'pharmacistOnDuty' | 'createdAt'
> & {
  email: (typeof users.$inferSelect)['email'];
  firstName: (typeof profiles.$inferSelect)['firstName'];
  lastName: (typeof profiles.$inferSelect)['lastName'];
  phone: (typeof profiles.$inferSelect)['phone'];
};

type Invitation = typeof storeInvitations.$inferSelect;
export type InvitationRow = Pick<Invitation, 'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'> & {
  invitedBy: string | null;
};
export type InvitationByToken = Pick<
  Invitation,
  'id' | 'storeId' | 'email' | 'role' | 'expiresAt' | 'acceptedAt' | 'revokedAt'
> & { storeName: (typeof stores.$inferSelect)['name'] };

export type NewAuditEntry = Pick<
  typeof storeAuditLog.$inferInsert,
  'storeId' | 'actorUserId' | 'action' | 'subject'
> & {
  detail: Record<string, unknown>;
};

const memberColumns = {
  userId: storeMembers.userId,
  role: storeMembers.role,
  pharmacistName: storeMembers.pharmacistName,
  pharmacistRegistrationNumber: storeMembers.pharmacistRegistrationNumber,
  pharmacistOnDuty: storeMembers.pharmacistOnDuty,
  createdAt: storeMembers.createdAt,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
};

const isOpen = and(isNull(storeInvitations.acceptedAt), isNull(storeInvitations.revokedAt));
const ofMember = (storeId: string, userId: string) =>
  and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId));

export function createStoreTeamRepository() {
  async function member(ex: Executor, storeId: string, userId: string): Promise<MemberRow | null> {
    const [row] = await ex
      .select(memberColumns)
      .from(storeMembers)
      .innerJoin(users, eq(users.id, storeMembers.userId))
      .innerJoin(profiles, eq(profiles.id, storeMembers.userId))
      .where(ofMember(storeId, userId));
    return row ?? null;
  }

  return {
    member,

    /** Owners first, then by role and name: the order the team page lists them. */
    members(ex: Executor, storeId: string): Promise<MemberRow[]> {
      return ex
        .select(memberColumns)
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .innerJoin(profiles, eq(profiles.id, storeMembers.userId))
        .where(eq(storeMembers.storeId, storeId))
        .orderBy(
          sql`array_position(array['owner', 'admin', 'manager', 'staff'], ${storeMembers.role})`,
          asc(profiles.firstName),
          asc(users.email),
        );
    },

    /** The member's row, locked: two team changes to one member run one after the other. */
    async lockMember(ex: Executor, storeId: string, userId: string): Promise<Pick<Member, 'role'> | null> {
      const [row] = await ex
        .select({ role: storeMembers.role })
        .from(storeMembers)
        .where(ofMember(storeId, userId))
        .for('update');
      return row ?? null;
    },

    async setRole(ex: Executor, storeId: string, userId: string, role: TAssignableStoreRole): Promise<void> {
      await ex.update(storeMembers).set({ role }).where(ofMember(storeId, userId));
    },

    async setPharmacist(
      ex: Executor,
      storeId: string,
      userId: string,
      pharmacist: { name: string; registrationNumber: string } | null,
    ): Promise<void> {
      await ex
        .update(storeMembers)
        .set({
          pharmacistName: pharmacist?.name ?? null,
          pharmacistRegistrationNumber: pharmacist?.registrationNumber ?? null,
          // Without the mark nobody is on duty as pharmacist (the table's check says the same)
          ...(pharmacist ? {} : { pharmacistOnDuty: false }),
        })
        .where(ofMember(storeId, userId));
    },

    async setOnDuty(ex: Executor, storeId: string, userId: string, onDuty: boolean): Promise<void> {
      await ex.update(storeMembers).set({ pharmacistOnDuty: onDuty }).where(ofMember(storeId, userId));
    },

    async removeMember(ex: Executor, storeId: string, userId: string): Promise<void> {
      await ex.delete(storeMembers).where(ofMember(storeId, userId));
    },

    /** Adds the member (an invitation's role, or the owner an approved application makes); someone already on the team keeps the role they have. */
    async addMember(ex: Executor, storeId: string, userId: string, role: Invitation['role'] | 'owner'): Promise<void> {
      await ex.insert(storeMembers).values({ storeId, userId, role }).onConflictDoNothing();
    },

    /** The store's name, or null when there is no such store (a platform admin may name any id). */
    async storeName(ex: Executor, storeId: string): Promise<string | null> {
      const [row] = await ex.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
      return row?.name ?? null;
    },

    async isMemberByEmail(ex: Executor, storeId: string, email: string): Promise<boolean> {
      const rows = await ex
        .select({ userId: storeMembers.userId })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .where(and(eq(storeMembers.storeId, storeId), sql`lower(${users.email}) = ${email}`));
      return rows.length > 0;
    },

    /** Open invitations not yet expired, newest first, with the name of who sent each. */
    openInvitations(ex: Executor, storeId: string): Promise<InvitationRow[]> {
      return ex
        .select({
          id: storeInvitations.id,
          email: storeInvitations.email,
          role: storeInvitations.role,
          createdAt: storeInvitations.createdAt,
          expiresAt: storeInvitations.expiresAt,
          invitedBy: users.name,
        })
        .from(storeInvitations)
        .leftJoin(users, eq(users.id, storeInvitations.invitedBy))
        .where(and(eq(storeInvitations.storeId, storeId), isOpen, gt(storeInvitations.expiresAt, sql`now()`)))
        .orderBy(sql`${storeInvitations.createdAt} desc`);
    },

    async countOpenInvitations(ex: Executor, storeId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(storeInvitations)
        .where(and(eq(storeInvitations.storeId, storeId), isOpen, gt(storeInvitations.expiresAt, sql`now()`)));
      return row?.n ?? 0;
    },

    /** A new invitation; an open one to the same address is revoked first (one open invitation per address). */
    async replaceInvitation(
      ex: Executor,
      invitation: Pick<Invitation, 'storeId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
    ): Promise<Pick<Invitation, 'id' | 'createdAt'>> {
      await ex
        .update(storeInvitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(storeInvitations.storeId, invitation.storeId), eq(storeInvitations.email, invitation.email), isOpen),
        );
      const [row] = await ex
        .insert(storeInvitations)
        .values(invitation)
        .returning({ id: storeInvitations.id, createdAt: storeInvitations.createdAt });
      if (!row) throw new Error('invitation insert returned nothing');
      return row;
    },

    /** Revokes an open invitation of this store; answers its address, or null when there was none. */
    async revokeInvitation(ex: Executor, storeId: string, id: string): Promise<Pick<Invitation, 'email'> | null> {
      const [row] = await ex
        .update(storeInvitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(storeInvitations.id, id), eq(storeInvitations.storeId, storeId), isOpen))
        .returning({ email: storeInvitations.email });
      return row ?? null;
    },

    /** The invitation a link's token hash names; `lock` holds it until the transaction ends. */
    async invitationByHash(ex: Executor, tokenHash: string, lock = false): Promise<InvitationByToken | null> {
      const query = ex
        .select({
          id: storeInvitations.id,
          storeId: storeInvitations.storeId,
          storeName: stores.name,
          email: storeInvitations.email,
          role: storeInvitations.role,
          expiresAt: storeInvitations.expiresAt,
          acceptedAt: storeInvitations.acceptedAt,
          revokedAt: storeInvitations.revokedAt,
        })
        .from(storeInvitations)
        .innerJoin(stores, eq(stores.id, storeInvitations.storeId))
        .where(eq(storeInvitations.tokenHash, tokenHash));
      const [row] = await (lock ? query.for('update', { of: storeInvitations }) : query);
      return row ?? null;
    },

    async markAccepted(ex: Executor, id: string, userId: string): Promise<void> {
      await ex
        .update(storeInvitations)
        .set({ acceptedAt: sql`now()`, acceptedBy: userId })
        .where(eq(storeInvitations.id, id));
    },

    async insertAudit(ex: Executor, entry: NewAuditEntry): Promise<string> {
      const [row] = await ex.insert(storeAuditLog).values(entry).returning({ id: storeAuditLog.id });
      if (!row) throw new Error('the audit insert returned nothing');
      return row.id;
    },
  };
}
export type StoreTeamRepository = ReturnType<typeof createStoreTeamRepository>;
