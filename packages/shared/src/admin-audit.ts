/**
 * The platform's audit log (issue 15): every administrator's write — who, when, what, before → after and why —
 * kept in an append-only table, read as a filterable list, as CSV, and per record (order, product, store …).
 */
import { z } from 'zod';
import { calendarDate } from './dates';
import { timeCursor } from './keyset';
import { optionalText } from './text';

/** The kinds of record an administrator changes; a record is named by its kind and its id. */
export const ADMIN_AUDIT_SUBJECT_TYPES = [
  'order',
  'product',
  'category',
  'store',
  'user',
  'settings',
  'prescription',
  'product_request',
  'payout',
  'coupon',
  'blog_post',
  'testimonial',
] as const;
export const ZAdminAuditSubjectType = z.enum(ADMIN_AUDIT_SUBJECT_TYPES, { error: 'Unknown kind of record' });
export type TAdminAuditSubjectType = z.infer<typeof ZAdminAuditSubjectType>;

/** What an administrator did, `<record>.<change>`; each admin write adds its own. */
export const ADMIN_AUDIT_ACTIONS = [
  'settings.orders.updated',
  'cash_refund.paid',
  'prescription.reopened',
  'order.cancelled',
  'order.reassigned',
  'order.refund_approved',
  'order.refund_rejected',
  'order.refund_completed',
  'order.refund_retried',
  'store.created',
  'store.updated',
  'store.status_changed',
  'store.change_approved',
  'store.change_rejected',
  'store.ledger_adjusted',
  'payout.settlement_run',
  'payout.approved',
  'payout.paid',
  'payout.failed',
  'payout.account_viewed',
  'user.suspended',
  'user.reactivated',
  'user.admin_granted',
  'user.admin_revoked',
  'category.created',
  'category.updated',
  'category.moved',
  'category.reordered',
  'category.image_changed',
  'category.deleted',
  'product.created',
  'product.updated',
  'product.deactivated',
  'product.image_changed',
  'product.imported',
  'product_request.approved',
  'product_request.changes_requested',
  'product_request.rejected',
  'coupon.created',
  'coupon.updated',
  'coupon.paused',
  'coupon.resumed',
  'blog_post.created',
  'blog_post.updated',
  'blog_post.cover_changed',
  'blog_post.deleted',
  'testimonial.approved',
  'testimonial.hidden',
  'testimonial.featured',
  'testimonial.unfeatured',
] as const;
export const ZAdminAuditAction = z.enum(ADMIN_AUDIT_ACTIONS, { error: 'Unknown action' });
export type TAdminAuditAction = z.infer<typeof ZAdminAuditAction>;

export const ADMIN_AUDIT_ACTION_LABELS: Record<TAdminAuditAction, string> = {
  'settings.orders.updated': 'Order settings changed',
  'cash_refund.paid': 'Cash refund marked as sent',
  'prescription.reopened': 'Prescription decision reopened',
  'order.cancelled': 'Order cancelled',
  'order.reassigned': 'Order moved to another pharmacy',
  'order.refund_approved': 'Refund approved',
  'order.refund_rejected': 'Refund declined',
  'order.refund_completed': 'Refund completed',
  'order.refund_retried': 'Failed refund sent to the gateway again',
  'store.created': 'Pharmacy added',
  'store.updated': 'Pharmacy edited',
  'store.status_changed': 'Pharmacy activated, paused or suspended',
  'store.change_approved': 'Pharmacy change request approved',
  'store.change_rejected': 'Pharmacy change request rejected',
  'store.ledger_adjusted': 'Pharmacy ledger adjusted',
  'payout.settlement_run': 'Settlement run',
  'payout.approved': 'Payout sent for transfer',
  'payout.paid': 'Payout marked paid (UTR recorded)',
  'payout.failed': 'Payout marked failed or returned',
  'payout.account_viewed': 'Payout account opened to transfer by hand',
  'user.suspended': 'User suspended',
  'user.reactivated': 'User reactivated',
  'user.admin_granted': 'Made a platform admin',
  'user.admin_revoked': 'Platform admin role removed',
  'category.created': 'Category added',
  'category.updated': 'Category changed',
  'category.moved': 'Category moved to another parent',
  'category.reordered': 'Category moved up or down',
  'category.image_changed': 'Category image replaced',
  'category.deleted': 'Category deleted',
  'product.created': 'Product added',
  'product.updated': 'Product changed',
  'product.deactivated': 'Product deactivated',
  'product.image_changed': 'Product picture replaced',
  'product.imported': 'Catalogue CSV imported',
  'product_request.approved': 'New-product request approved',
  'product_request.changes_requested': 'Changes asked on a new-product request',
  'product_request.rejected': 'New-product request declined',
  'coupon.created': 'Coupon added',
  'coupon.updated': 'Coupon changed',
  'coupon.paused': 'Coupon paused',
  'coupon.resumed': 'Coupon resumed',
  'blog_post.created': 'Blog post written',
  'blog_post.updated': 'Blog post changed, published or unpublished',
  'blog_post.cover_changed': 'Blog post cover replaced',
  'blog_post.deleted': 'Blog post deleted',
  'testimonial.approved': 'Testimonial approved',
  'testimonial.hidden': 'Testimonial hidden',
  'testimonial.featured': 'Testimonial featured',
  'testimonial.unfeatured': 'Testimonial no longer featured',
};

/** Entries a page of the log holds at most, and what a CSV export may hold (narrow the dates for more). */
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_AUDIT_EXPORT_MAX_ROWS = 10_000;

/** Where the next page starts (the last entry's time and id). */
export const ZAdminAuditCursor = timeCursor('Not a page of the audit log');

/** The log's filters, shared by the list and the CSV export. Days are Indian calendar days, both included. */
export const ZAdminAuditFilters = z
  .object({
    /** Part of the administrator's name or e-mail, as written when they acted */
    actor: optionalText({ label: 'The search', max: 100 }),
    subjectType: ZAdminAuditSubjectType.optional(),
    subjectId: optionalText({ label: 'A record id', max: 100 }),
    action: ZAdminAuditAction.optional(),
    from: calendarDate('Enter a start date').optional(),
    to: calendarDate('Enter an end date').optional(),
  })
  .check((ctx) => {
    const { from, to, subjectId, subjectType } = ctx.value;
    const refuse = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, input: ctx.value, path: [path] });
    if (from && to && from > to) refuse('The start date must not be after the end date', 'from');
    // A record id means something only with its kind (an order and a product may share none, but say which)
    if (subjectId && !subjectType) refuse('Choose the kind of record as well', 'subjectType');
  });
export type TAdminAuditFilters = z.input<typeof ZAdminAuditFilters>;

export const ZAdminAuditQuery = ZAdminAuditFilters.safeExtend({
  cursor: ZAdminAuditCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_AUDIT_PAGE_SIZE),
});
export type TAdminAuditQuery = z.input<typeof ZAdminAuditQuery>;

/** A record's state as the change saw it: a JSON object, or null where there was none (a first write). */
const ZAuditState = z.record(z.string(), z.unknown()).nullable();

export const ZAdminAuditEntry = z.object({
  id: z.uuid(),
  /** The administrator; `userId` is null once their account is erased, the name and e-mail stay as they were */
  actor: z.object({ userId: z.string().nullable(), name: z.string(), email: z.string() }),
  action: ZAdminAuditAction,
  subjectType: ZAdminAuditSubjectType,
  subjectId: z.string(),
  before: ZAuditState,
  after: ZAuditState,
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** Newest first; `nextCursor` asks for the entries after the last one, null at the end. */
export const ZAdminAuditPage = z.object({
  entries: z.array(ZAdminAuditEntry),
  nextCursor: ZAdminAuditCursor.nullable(),
});
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;
