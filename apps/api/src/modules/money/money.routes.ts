import { adminPayoutsApi } from '@dawanow/shared/api/admin-payouts';
import { storeMoneyApi } from '@dawanow/shared/api/store-money';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import { rawBodyRoute } from '../../lib/raw-body';
import type { AdminPayoutsService } from './admin-payouts.service';
import type { BankAccounts } from './bank-accounts';
import type { MoneyService } from './money.service';
import { statements } from './statements';

/** A statement to download: CSV through the one CSV reply, PDF with the same private, never-cached headers. */
async function sendStatement(
  reply: FastifyReply,
  name: string,
  format: 'csv' | 'pdf',
  csv: () => string,
  pdf: () => Promise<Uint8Array>,
): Promise<FastifyReply> {
  if (format === 'csv') return sendCsv(reply, `${name}.csv`, csv());
  return reply
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(Buffer.from(await pdf()));
}

export const moneyRoutes: FastifyPluginAsync<{
  money: MoneyService;
  bankAccounts: BankAccounts;
  adminPayouts: AdminPayoutsService;
}> = async (app, { money, bankAccounts, adminPayouts }) => {
  // A store's earnings and bank details, the marketplace's payouts: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, storeMoneyApi.earnings, (request) => {
    const { cursor, ...range } = request.query;
    return money.earnings(request.params.storeId, range, cursor);
  });

  route(app, storeMoneyApi.exportEarnings, async (request, reply) => {
    const { format, ...range } = request.query;
    const earnings = await money.earningsStatement(request.params.storeId, range);
    return sendStatement(
      reply,
      `dawanow-earnings-${range.from}-to-${range.to}`,
      format,
      () => statements.earningsCsv(earnings),
      () => statements.earningsPdf(earnings),
    );
  });

  route(app, storeMoneyApi.payouts, (request) => money.payouts(request.params.storeId, request.query.cursor));

  route(app, storeMoneyApi.payoutStatement, async (request, reply) => {
    const statement = await money.payoutStatement(request.params.storeId, request.params.payoutId);
    return sendStatement(
      reply,
      `dawanow-payout-${statement.payout.settlementDate}`,
      request.query.format,
      () => statements.payoutCsv(statement),
      () => statements.payoutPdf(statement),
    );
  });

  route(app, storeMoneyApi.changeBankAccount, (request) =>
    bankAccounts.change(actorOf(request), request.params.storeId, request.body, request.ip),
  );

  route(app, adminPayoutsApi.list, (request) => adminPayouts.list(request.query));
  route(app, adminPayoutsApi.run, (request) => adminPayouts.run(actorOf(request)));
  route(app, adminPayoutsApi.approve, (request) => adminPayouts.approve(actorOf(request), request.body.payoutIds));
  route(app, adminPayoutsApi.account, (request) => adminPayouts.account(actorOf(request), request.params.payoutId));
  route(app, adminPayoutsApi.markPaid, (request) =>
    adminPayouts.markPaid(actorOf(request), request.params.payoutId, request.body.utr),
  );
  route(app, adminPayoutsApi.markFailed, (request) =>
    adminPayouts.markFailed(actorOf(request), request.params.payoutId, request.body.reason),
  );
  route(app, adminPayoutsApi.adjust, async (request) => {
    await adminPayouts.adjust(actorOf(request), request.body);
    return { ok: true as const };
  });
  route(app, adminPayoutsApi.reconciliation, (request) => adminPayouts.reconciliation(request.query));

  await rawBodyRoute(app, adminPayoutsApi.webhook, (request, body) => adminPayouts.webhook(body, request.headers));
};
