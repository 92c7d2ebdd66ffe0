/** A store's earnings, statements, payouts and payout account (issue 16): owners and store admins only. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZBankAccountChange,
  ZBankAccountView,
  ZEarnings,
  ZEarningsExportQuery,
  ZEarningsQuery,
  ZStatementFormat,
  ZStorePayouts,
  ZStorePayoutsQuery,
} from '../payouts/payouts';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store money'];
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const storeMoneyApi = {
  earnings: endpoint({
    method: 'GET',
    path: '/stores/:storeId/earnings',
    access: access.storeCan('money'),
    tags,
    summary: 'Totals, monthly GST/TCS/TDS statement and every order with its deductions, over a range of IST days',
    params: ZStoreParams,
    query: ZEarningsQuery,
    responses: { 200: ZEarnings, ...ERROR_RESPONSES },
  }),
  /** A file download (CSV or PDF, named in `content-disposition`): the browser opens it through `apiUrl`. */
  exportEarnings: endpoint({
    method: 'GET',
    path: '/stores/:storeId/earnings/export',
    access: access.storeCan('money'),
    tags,
    summary: "The period's statement with the marketplace's and the store's GSTIN, as CSV or PDF",
    params: ZStoreParams,
    query: ZEarningsExportQuery,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/stores/:storeId/payouts',
    access: access.storeCan('money'),
    tags,
    summary: 'Balance, the next settlement, payout history and the payout account',
    params: ZStoreParams,
    query: ZStorePayoutsQuery,
    responses: { 200: ZStorePayouts, ...ERROR_RESPONSES },
  }),
  /** A file download (CSV or PDF): every entry the payout settled. */
  payoutStatement: endpoint({
    method: 'GET',
    path: '/stores/:storeId/payouts/:payoutId/statement',
    access: access.storeCan('money'),
    tags,
    summary: 'The statement of one payout: every order and entry it settled',
    params: ZStoreParams.extend({ payoutId: z.uuid('Not a payout id') }),
    query: ZStatementFormat,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  changeBankAccount: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/bank-account',
    access: access.storeCan('money'),
    tags,
    summary: 'Set the payout account (password again); holds the next payout for 24 hours and tells the owner',
    params: ZStoreParams,
    body: ZBankAccountChange,
    responses: { 200: ZBankAccountView, ...ERROR_RESPONSES, 429: ZApiError },
  }),
};
