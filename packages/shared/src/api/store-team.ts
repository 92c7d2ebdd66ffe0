/** A store's team: members, roles, registered pharmacists, and invitations by e-mail link. */
import { z } from 'zod';
import {
  ZInvitationAccepted,
  ZInvitationCreated,
  ZInvitationPreview,
  ZInvitationToken,
  ZInviteRequest,
  ZOnDutyUpdate,
  ZPharmacistMark,
  ZRoleChange,
  ZTeam,
  ZTeamMember,
} from '../store-team';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['store team'];
const errors = ERROR_RESPONSES;
const team = access.storeCan('team');
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
// Account ids are better-auth's: UUIDs for e-mail sign-ups, other opaque strings for Google ones.
const ZMemberParams = ZStoreParams.extend({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a member id'),
});
const ZTokenParams = z.object({ token: ZInvitationToken });

export const storeTeamApi = {
  list: endpoint({
    method: 'GET',
    path: '/stores/:storeId/team',
    access: team,
    tags,
    summary: 'Members (role, registered pharmacist, on duty) and open invitations',
    params: ZStoreParams,
    responses: { 200: ZTeam, ...errors },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/stores/:storeId/team/invitations',
    access: team,
    tags,
    summary: 'Invites an e-mail address as manager or staff (replaces an open invitation to the same address)',
    params: ZStoreParams,
    body: ZInviteRequest,
    responses: { 201: ZInvitationCreated, ...errors },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/team/invitations/:invitationId',
    access: team,
    tags,
    summary: 'Withdraws an open invitation: its link stops working',
    params: ZStoreParams.extend({ invitationId: z.uuid('Not an invitation id') }),
    responses: { 200: ZOk, ...errors },
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/team/members/:userId/role',
    access: team,
    tags,
    summary: "Makes a member manager or staff (not the owner's, not your own)",
    params: ZMemberParams,
    body: ZRoleChange,
    responses: { 200: ZTeamMember, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/team/members/:userId',
    access: team,
    tags,
    summary: "Removes a member (not the owner, not yourself): their sessions lose the store's panel at once",
    params: ZMemberParams,
    responses: { 200: ZOk, ...errors },
  }),
  markPharmacist: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/team/members/:userId/pharmacist',
    access: team,
    tags,
    summary: 'Records a member as registered pharmacist (name and State Pharmacy Council registration number)',
    params: ZMemberParams,
    body: ZPharmacistMark,
    responses: { 200: ZTeamMember, ...errors },
  }),
  unmarkPharmacist: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/team/members/:userId/pharmacist',
    access: team,
    tags,
    summary: 'Removes the registered-pharmacist mark (and the on-duty switch with it)',
    params: ZMemberParams,
    responses: { 200: ZTeamMember, ...errors },
  }),
  onDuty: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/team/members/:userId/on-duty',
    access: team,
    tags,
    summary: 'Switches a registered pharmacist on or off duty',
    params: ZMemberParams,
    body: ZOnDutyUpdate,
    responses: { 200: ZTeamMember, ...errors },
  }),
  /** Public: the link's holder was sent it, and the page must say what it is before they sign in. */
  preview: endpoint({
    method: 'GET',
    path: '/store-invitations/:token',
    access: access.public,
    tags,
    summary: 'What an invitation link is for: store, role, address, and whether it can still be accepted',
    params: ZTokenParams,
    responses: { 200: ZInvitationPreview, ...errors },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/store-invitations/:token/accept',
    access: access.signedIn,
    tags,
    summary: 'Joins the store, when the signed-in account has the invited e-mail address',
    params: ZTokenParams,
    responses: { 200: ZInvitationAccepted, ...errors },
  }),
};
