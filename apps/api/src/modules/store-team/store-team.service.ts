/**
 * A store's team (issue 14): owners and admins invite by e-mail link, change roles, remove members and mark
 * registered pharmacists. Every change is written to the store's audit log by `recordTeamChange`, the one
 * place a team change passes through (notifications hang off it too).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ZStoreMemberRole } from '@dawanow/shared/auth';
import { formatIndianDate } from '@dawanow/shared/dates';
import {
  INVITATION_VALID_DAYS,
  invitationPath,
  STORE_MEMBER_ROLE_LABELS,
  type TAssignableStoreRole,
  type TInvitationCreated,
  type TInvitationPreview,
  type TTeam,
  type TTeamMember,
} from '@dawanow/shared/store-team';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { announceAccessEnded } from '../../lib/order-changes';
import type { Mailer } from '../../providers/mail/mailer';
import type { Notifier } from '../notifications/notifier';
import type { MemberRow, StoreTeamRepository } from './store-team.repository';

const DAY_MS = 24 * 60 * 60_000;
/** Open invitations a store may have at once: enough for a chain's opening day, too few to spam through our mail. */
export const MAX_OPEN_INVITATIONS = 25;

export const TEAM_ACTIONS = [
  'team.invited',
  'team.invitation_revoked',
  'team.joined',
  'team.role_changed',
  'team.removed',
  'team.pharmacist_marked',
  'team.pharmacist_unmarked',
  'team.on_duty_changed',
] as const;
export type TTeamAction = (typeof TEAM_ACTIONS)[number];

const TEAM_CHANGE_TITLES: Record<TTeamAction, string> = {
  'team.invited': 'A new team member was invited',
  'team.invitation_revoked': 'An invitation was withdrawn',
  'team.joined': 'A new member joined the team',
  'team.role_changed': 'A member’s role changed',
  'team.removed': 'A member was removed from the team',
  'team.pharmacist_marked': 'A registered pharmacist was added',
  'team.pharmacist_unmarked': 'A member is no longer marked as a pharmacist',
  'team.on_duty_changed': 'The pharmacist on duty changed',
};

/** One team change: who did what to whom at which store, with what it changed. */
export type TeamChange = {
  storeId: string;
  actorUserId: string;
  action: TTeamAction;
  /** The member's user id, or the invited address */
  subject: string;
  detail: Record<string, unknown>;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const noMember = () => new AppError('NOT_FOUND', 'This person is not a member of your store.');
const badLink = () => new AppError('NOT_FOUND', 'This invitation link is not valid. Ask the store for a new one.');

function memberView(row: MemberRow, actor: Actor): TTeamMember {
  return {
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
    role: ZStoreMemberRole.parse(row.role),
    pharmacist:
      row.pharmacistName && row.pharmacistRegistrationNumber
        ? { name: row.pharmacistName, registrationNumber: row.pharmacistRegistrationNumber }
        : null,
    onDuty: row.pharmacistOnDuty,
    joinedAt: row.createdAt.toISOString(),
    isYou: row.userId === actor.userId,
  };
}

export function createStoreTeamService(deps: {
  db: Db;
  repository: StoreTeamRepository;
  mailer: Mailer | null;
  notifier: Pick<Notifier, 'notifyStore'>;
  /** The site's address, for the link in the e-mail */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, repository, mailer, notifier, publicUrl, log } = deps;

  /**
   * Writes a team change to the store's audit log, inside the change's own transaction so the log
   * never says something happened that did not. Team-change notifications are sent from here.
   */
  async function recordTeamChange(ex: Executor, change: TeamChange): Promise<void> {
    const auditId = await repository.insertAudit(ex, change);
    // The owners and admins hear of every change, however it was made (another admin, a platform admin)
    await notifier.notifyStore(ex, {
      storeId: change.storeId,
      kind: 'team_change',
      permission: 'team',
      title: TEAM_CHANGE_TITLES[change.action],
      body: change.subject.includes('@') ? change.subject : '',
      link: '/store/settings/team',
      dedupeKey: `team_change:${auditId}`,
    });
  }

  async function memberOrFail(ex: Executor, storeId: string, userId: string, actor: Actor): Promise<TTeamMember> {
    const row = await repository.member(ex, storeId, userId);
    if (!row) throw noMember();
    return memberView(row, actor);
  }

  /**
   * Locks the member a change is about. A change nobody may make to themselves or to the owner names
   * its refusal (`notToSelf`, `notToOwner`); marking oneself pharmacist, say, names none.
   */
  async function lockMember(
    ex: Executor,
    actor: Actor,
    storeId: string,
    userId: string,
    refusals: { notToSelf?: string; notToOwner?: string } = {},
  ) {
    const row = await repository.lockMember(ex, storeId, userId);
    if (!row) throw noMember();
    if (refusals.notToSelf && userId === actor.userId) throw new AppError('FORBIDDEN', refusals.notToSelf);
    if (refusals.notToOwner && row.role === 'owner') throw new AppError('FORBIDDEN', refusals.notToOwner);
    return { role: ZStoreMemberRole.parse(row.role) };
  }

  async function sendInvitation(
    email: string,
    storeName: string,
    role: TAssignableStoreRole,
    link: string,
    expiresAt: Date,
  ) {
    if (!mailer) return false;
    try {
      await mailer.send({
        to: email,
        subject: `You're invited to join ${storeName} on DawaNow`,
        text: [
          `${storeName} has invited you to its team on DawaNow as ${STORE_MEMBER_ROLE_LABELS[role].toLowerCase()}.`,
          '',
          `Accept the invitation: ${link}`,
          '',
          `The link works until ${formatIndianDate(expiresAt)}. If you have no DawaNow account yet, create one with this e-mail address first.`,
          "If you didn't expect this, ignore this e-mail.",
        ].join('\n'),
      });
      return true;
    } catch (error) {
      // The person who invited sees the link to share either way; a mail server that is down stops nothing.
      log.warn({ err: error }, 'store invitation e-mail not sent');
      return false;
    }
  }

  return {
    recordTeamChange,

    async list(actor: Actor, storeId: string): Promise<TTeam> {
      const [members, invitations] = await Promise.all([
        repository.members(db, storeId),
        repository.openInvitations(db, storeId),
      ]);
      // Only a platform admin reaches a store with no members: one that does not exist is answered as such
      if (members.length === 0 && (await repository.storeName(db, storeId)) === null) {
        throw new AppError('NOT_FOUND', 'There is no such store.');
      }
      return {
        members: members.map((row) => memberView(row, actor)),
        invitations: invitations.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },

    async invite(
      actor: Actor,
      storeId: string,
      input: { email: string; role: TAssignableStoreRole },
    ): Promise<TInvitationCreated> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
      const { created, storeName } = await db.transaction(async (tx) => {
        const name = await repository.storeName(tx, storeId);
        if (name === null) throw new AppError('NOT_FOUND', 'There is no such store.');
        if (await repository.isMemberByEmail(tx, storeId, input.email)) {
          throw new AppError('CONFLICT', `${input.email} is already on your team.`);
        }
        if ((await repository.countOpenInvitations(tx, storeId)) >= MAX_OPEN_INVITATIONS) {
          throw new AppError(
            'CONFLICT',
            `Your store has ${MAX_OPEN_INVITATIONS} open invitations. Withdraw some before inviting more.`,
          );
        }
        const row = await repository.replaceInvitation(tx, {
          storeId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: actor.userId,
          expiresAt,
        });
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'team.invited',
          subject: input.email,
          detail: { role: input.role, invitationId: row.id },
        });
        return { created: row, storeName: name };
      });
      const path = invitationPath(token);
      const emailed = await sendInvitation(input.email, storeName, input.role, `${publicUrl}${path}`, expiresAt);
      const invitation = (await this.list(actor, storeId)).invitations.find((open) => open.id === created.id);
      if (!invitation) throw new Error('a new invitation is not open');
      return { invitation, path, emailed };
    },

    async revoke(actor: Actor, storeId: string, invitationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const revoked = await repository.revokeInvitation(tx, storeId, invitationId);
        if (!revoked) throw new AppError('NOT_FOUND', 'There is no open invitation like this at your store.');
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'team.invitation_revoked',
          subject: revoked.email,
          detail: { invitationId },
        });
      });
    },

    async changeRole(actor: Actor, storeId: string, userId: string, role: TAssignableStoreRole): Promise<TTeamMember> {
      await db.transaction(async (tx) => {
        const before = await lockMember(tx, actor, storeId, userId, {
          notToSelf: 'You cannot change your own role. Ask another owner or admin.',
          notToOwner: "The owner's role cannot be changed.",
        });
        if (before.role === role) return;
        await repository.setRole(tx, storeId, userId, role);
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'team.role_changed',
          subject: userId,
          detail: { from: before.role, to: role },
        });
      });
      return memberOrFail(db, storeId, userId, actor);
    },

    /**
     * Removes the membership. Store access is read from the memberships on every request
     * (auth.repository's `findActor`), never cached, so the member's next request is refused.
     */
    async remove(actor: Actor, storeId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockMember(tx, actor, storeId, userId, {
          notToSelf: 'You cannot remove yourself from the team. Ask another owner or admin.',
          notToOwner: 'The owner cannot be removed from the store.',
        });
        await repository.removeMember(tx, storeId, userId);
        await announceAccessEnded(tx, { storeId, userId });
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'team.removed',
          subject: userId,
          detail: { role: before.role },
        });
      });
    },

    async markPharmacist(
      actor: Actor,
      storeId: string,
      userId: string,
      pharmacist: { name: string; registrationNumber: string } | null,
    ): Promise<TTeamMember> {
      await db.transaction(async (tx) => {
        await lockMember(tx, actor, storeId, userId);
        await repository.setPharmacist(tx, storeId, userId, pharmacist);
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: pharmacist ? 'team.pharmacist_marked' : 'team.pharmacist_unmarked',
          subject: userId,
          detail: pharmacist ? { name: pharmacist.name, registrationNumber: pharmacist.registrationNumber } : {},
        });
      });
      return memberOrFail(db, storeId, userId, actor);
    },

    async setOnDuty(actor: Actor, storeId: string, userId: string, onDuty: boolean): Promise<TTeamMember> {
      await db.transaction(async (tx) => {
        await lockMember(tx, actor, storeId, userId);
        const member = await repository.member(tx, storeId, userId);
        if (onDuty && !member?.pharmacistRegistrationNumber) {
          throw new AppError('CONFLICT', 'Only a registered pharmacist can be on duty. Mark them as pharmacist first.');
        }
        if (member?.pharmacistOnDuty === onDuty) return;
        await repository.setOnDuty(tx, storeId, userId, onDuty);
        await recordTeamChange(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'team.on_duty_changed',
          subject: userId,
          detail: { onDuty },
        });
      });
      return memberOrFail(db, storeId, userId, actor);
    },

    async preview(token: string): Promise<TInvitationPreview> {
      const row = await repository.invitationByHash(db, hashToken(token));
      if (!row) throw badLink();
      const state = row.acceptedAt
        ? 'accepted'
        : row.revokedAt
          ? 'revoked'
          : row.expiresAt.getTime() <= Date.now()
            ? 'expired'
            : 'open';
      return {
        storeId: row.storeId,
        storeName: row.storeName,
        role: row.role,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        state,
      };
    },

    /** Joins the store when the signed-in account's address is the invited one. */
    async accept(actor: Actor, token: string): Promise<{ storeId: string; storeName: string }> {
      return db.transaction(async (tx) => {
        const row = await repository.invitationByHash(tx, hashToken(token), true);
        if (!row) throw badLink();
        if (row.acceptedAt) throw new AppError('CONFLICT', 'This invitation has already been accepted.');
        if (row.revokedAt)
          throw new AppError('CONFLICT', 'This invitation was withdrawn. Ask the store for a new one.');
        if (row.expiresAt.getTime() <= Date.now()) {
          throw new AppError('CONFLICT', 'This invitation has expired. Ask the store for a new one.');
        }
        if (actor.email.toLowerCase() !== row.email) {
          throw new AppError(
            'FORBIDDEN',
            `This invitation is for ${row.email}. Sign in with that address to accept it.`,
          );
        }
        await repository.addMember(tx, row.storeId, actor.userId, row.role);
        await repository.markAccepted(tx, row.id, actor.userId);
        await recordTeamChange(tx, {
          storeId: row.storeId,
          actorUserId: actor.userId,
          action: 'team.joined',
          subject: actor.userId,
          detail: { role: row.role, invitationId: row.id },
        });
        return { storeId: row.storeId, storeName: row.storeName };
      });
    },
  };
}
export type StoreTeamService = ReturnType<typeof createStoreTeamService>;
