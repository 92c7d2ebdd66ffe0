/** Settlements and payouts across the marketplace, adjustments, and the ledger's reconciliation (issue 16). */
import { z } from 'zod';
import {
  ZAdjustment,
  ZAdminPayout,
  ZAdminPayouts,
  ZAdminPayoutsQuery,
  ZApprovePayouts,
  ZApprovePayoutsResult,
  ZPayoutAccount,
  ZPayoutFailed,
  ZPayoutPaid,
  ZReconciliation,
  ZReconciliationQuery,
  ZSettlementRunResult,
} from '../payouts/payouts';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['admin'];
const ZPayoutParams = z.object({ payoutId: z.uuid('Not a payout id') });

export const adminPayoutsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/payouts',
    access: access.admin,
    tags,
    summary: 'Payouts by state, settlement day or pharmacy, with the totals waiting in each state',
    query: ZAdminPayoutsQuery,
    responses: { 200: ZAdminPayouts, ...ERROR_RESPONSES },
  }),
  run: endpoint({
    method: 'POST',
    path: '/admin/payouts/run',
    access: access.admin,
    tags,
    summary: "Run today's settlement now (the weekly job does it on Tuesdays); running it again adds nothing",
    responses: { 200: ZSettlementRunResult, ...ERROR_RESPONSES },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/payouts/approve',
    access: access.admin,
    tags,
    summary: 'Send scheduled payouts through the payout provider',
    body: ZApprovePayouts,
    responses: { 200: ZApprovePayoutsResult, ...ERROR_RESPONSES },
  }),
  /** Read only to transfer by hand: the answer is never cached, and each read is in the audit log. */
  account: endpoint({
    method: 'GET',
    path: '/admin/payouts/:payoutId/account',
    access: access.admin,
    tags,
    summary: "The pharmacy's payout account in full, to make a manual transfer (audited)",
    params: ZPayoutParams,
    responses: { 200: ZPayoutAccount, ...ERROR_RESPONSES },
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/admin/payouts/:payoutId/paid',
    access: access.admin,
    tags,
    summary: "Record the bank's UTR of a transfer made by hand (manual provider)",
    params: ZPayoutParams,
    body: ZPayoutPaid,
    responses: { 200: ZAdminPayout, ...ERROR_RESPONSES },
  }),
  markFailed: endpoint({
    method: 'POST',
    path: '/admin/payouts/:payoutId/failed',
    access: access.admin,
    tags,
    summary: "A transfer the bank refused or returned: the amount goes back to the store's balance",
    params: ZPayoutParams,
    body: ZPayoutFailed,
    responses: { 200: ZAdminPayout, ...ERROR_RESPONSES },
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/admin/adjustments',
    access: access.admin,
    tags,
    summary: "Add a signed correction to a store's ledger, with a reason the store sees (audited)",
    body: ZAdjustment,
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
  reconciliation: endpoint({
    method: 'GET',
    path: '/admin/payouts/reconciliation',
    access: access.admin,
    tags,
    summary: 'For every store: sales − deductions − refunds − cash ± adjustments − payouts = balance',
    query: ZReconciliationQuery,
    responses: { 200: ZReconciliation, ...ERROR_RESPONSES },
  }),
  /**
   * RazorpayX's payout events, checked against the raw body's signature and applied once per event id;
   * the route keeps the body raw like the payment webhooks.
   */
  webhook: endpoint({
    method: 'POST',
    path: '/payouts/webhooks/razorpayx',
    access: access.public,
    tags: ['payouts'],
    summary: 'RazorpayX payout.processed / payout.reversed / payout.failed: signature-checked, deduplicated',
    bodyLimit: 64 * 1024,
    responses: { 200: z.object({ handled: z.boolean() }), ...ERROR_RESPONSES },
  }),
};
