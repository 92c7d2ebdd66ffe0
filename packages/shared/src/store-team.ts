/**
 * A pharmacy's team (issue 14; SPEC §6): members with their roles and registered pharmacists, and the
 * e-mailed invitations that bring new members in.
 */
import { z } from 'zod';
import { ZStoreMemberRole } from './auth';
import { ZEmail } from './auth-forms';
import { plainText } from './text';

/** The roles an owner or admin gives: a new admin is made by the platform, an owner never changes. */
export const ASSIGNABLE_STORE_ROLES = ['manager', 'staff'] as const;
export const ZAssignableStoreRole = z.enum(ASSIGNABLE_STORE_ROLES, { error: 'Choose manager or staff' });
export type TAssignableStoreRole = z.infer<typeof ZAssignableStoreRole>;
/** What an invitation may carry (the table allows an admin invitation, which the platform may send) */
const ZInvitedRole = z.enum(['admin', ...ASSIGNABLE_STORE_ROLES]);

export const STORE_MEMBER_ROLE_LABELS = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
} as const satisfies Record<z.infer<typeof ZStoreMemberRole>, string>;

/** Days an invitation link stays usable. */
export const INVITATION_VALID_DAYS = 7;

/** The secret in an invitation link: 32 random bytes, base64url (only its hash is stored). */
export const ZInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');

/** The web address a person opens to accept (the API answers the path; the browser adds its own origin). */
export const invitationPath = (token: string) => `/store/invitations/${token}`;

/**
 * State Pharmacy Council registration numbers differ by state ("KSPC/12345", "MH-PR-2012-21053", "21053"):
 * letters, digits and separators, with at least one digit.
 */
const PHARMACIST_REGISTRATION_PATTERN = /^(?=.*\d)[A-Z0-9][A-Z0-9 /.-]{1,39}$/;

export const ZPharmacistMark = z.object({
  name: plainText({ label: 'The name', required: 'Enter the name as on the register', min: 2, max: 100 }).regex(
    /^[\p{L}\p{M} .'-]+$/u,
    'Use letters, spaces, dots and hyphens only',
  ),
  registrationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      PHARMACIST_REGISTRATION_PATTERN,
      'Enter the State Pharmacy Council registration number as on the certificate',
    ),
});
export type TPharmacistMark = z.input<typeof ZPharmacistMark>;

export const ZInviteRequest = z.object({ email: ZEmail, role: ZAssignableStoreRole });
export type TInviteRequest = z.input<typeof ZInviteRequest>;
export const ZRoleChange = z.object({ role: ZAssignableStoreRole });
export const ZOnDutyUpdate = z.object({ onDuty: z.boolean({ error: 'Say whether the pharmacist is on duty' }) });

export const ZTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZStoreMemberRole,
  pharmacist: z.object({ name: z.string(), registrationNumber: z.string() }).nullable(),
  onDuty: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** The member reading the list (they cannot change their own role or remove themselves) */
  isYou: z.boolean(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZInvitedRole,
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZTeam = z.object({ members: z.array(ZTeamMember), invitations: z.array(ZTeamInvitation) });
export type TTeam = z.infer<typeof ZTeam>;

export const ZInvitationCreated = z.object({
  invitation: ZTeamInvitation,
  /** The path of the acceptance page with the token: shown once, to copy or share */
  path: z.string(),
  /** Whether the link also went by e-mail (only where the server has SMTP) */
  emailed: z.boolean(),
});
export type TInvitationCreated = z.infer<typeof ZInvitationCreated>;

export const INVITATION_STATES = ['open', 'expired', 'accepted', 'revoked'] as const;
/** What the acceptance page shows before anyone signs in: the link's holder was sent it. */
export const ZInvitationPreview = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  role: ZInvitedRole,
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  state: z.enum(INVITATION_STATES),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
export const ZInvitationAccepted = z.object({ storeId: z.uuid(), storeName: z.string() });
