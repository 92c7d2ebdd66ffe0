import { ADMIN_AUDIT_ACTION_LABELS } from '@dawanow/shared/admin-audit';
import { ADMIN_USER_ROLE_LABELS, ADMIN_USER_STATUS_LABELS } from '@dawanow/shared/admin-users';
import { BLOG_CATEGORY_LABELS } from '@dawanow/shared/blog';
import { DELIVERY_MODE_LABELS } from '@dawanow/shared/orders/delivery-options';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '@dawanow/shared/orders/payment';
import { ORDER_STATUS_LABELS } from '@dawanow/shared/orders/status';
import { PAYOUT_STATUS_LABELS } from '@dawanow/shared/payouts/payouts';
import { PRESCRIPTION_STATUS_LABELS } from '@dawanow/shared/prescriptions';
import { STORE_APPLICATION_DOCUMENT_LABELS } from '@dawanow/shared/store-application-steps';
import {
  APPROVAL_CHECKLIST,
  BUSINESS_TYPE_LABELS,
  STORE_APPLICATION_FIELD_LABELS,
  STORE_APPLICATION_STATUS_LABELS,
} from '@dawanow/shared/store-applications';
import { CHANGE_REQUEST_FIELD_LABELS } from '@dawanow/shared/store-settings';
import { STORE_MEMBER_ROLE_LABELS } from '@dawanow/shared/store-team';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import './text';

/**
 * The states the API names (packages/shared) read on the admin panel as the shared English says them, word for
 * word: a state added or reworded there fails here until admin-panel.json's `labels` follow.
 */
const SHARED: Record<string, Record<string, string>> = {
  auditActions: ADMIN_AUDIT_ACTION_LABELS,
  userRoles: ADMIN_USER_ROLE_LABELS,
  userStatuses: ADMIN_USER_STATUS_LABELS,
  changeRequestFields: CHANGE_REQUEST_FIELD_LABELS,
  deliveryModes: Object.fromEntries(Object.entries(DELIVERY_MODE_LABELS).map(([mode, label]) => [mode, label.title])),
  orderStatuses: ORDER_STATUS_LABELS,
  paymentMethods: PAYMENT_METHOD_LABELS,
  paymentStatuses: PAYMENT_STATUS_LABELS,
  refundStatuses: REFUND_STATUS_LABELS,
  payoutStatuses: PAYOUT_STATUS_LABELS,
  prescriptionStatuses: PRESCRIPTION_STATUS_LABELS,
  storeMemberRoles: STORE_MEMBER_ROLE_LABELS,
  applicationStatuses: STORE_APPLICATION_STATUS_LABELS,
  applicationFields: STORE_APPLICATION_FIELD_LABELS,
  applicationDocuments: STORE_APPLICATION_DOCUMENT_LABELS,
  businessTypes: BUSINESS_TYPE_LABELS,
  approvalChecks: APPROVAL_CHECKLIST,
  blogCategories: BLOG_CATEGORY_LABELS,
};

describe.each(Object.entries(SHARED))("the admin panel's %s", (group, labels) => {
  it('are the shared English, word for word', () => {
    const t = i18n.getFixedT('en', 'admin-panel');
    for (const [value, label] of Object.entries(labels)) {
      expect(t(`labels.${group}.${value}` as never)).toBe(label);
    }
  });
});
