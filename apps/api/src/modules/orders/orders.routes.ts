import { ordersApi } from '@dawanow/shared/api/orders';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import type { OpenStream } from '../../lib/event-stream';
import type { OrderChanges } from '../../lib/order-changes';
import type { OrderSettingsService } from './order-settings.service';
import type { OrdersService } from './orders.service';

type Options = {
  orders: OrdersService;
  settings: OrderSettingsService;
  changes: OrderChanges;
  openStream: OpenStream;
};

export const ordersRoutes: FastifyPluginAsync<Options> = async (app, { orders, settings, changes, openStream }) => {
  route(app, ordersApi.cartQuote, (request) => orders.cartQuote(request.body));

  route(app, ordersApi.checkoutQuote, (request) => orders.checkoutQuote(actorOf(request), request.body));

  route(app, ordersApi.place, async (request) => {
    const { created, ...placed } = await orders.place(actorOf(request), request.body);
    return answer(created ? 201 : 200, placed);
  });

  route(app, ordersApi.list, (request) => orders.list(actorOf(request), request.query.page));

  route(app, ordersApi.detail, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return orders.detail(actorOf(request), request.params.orderId);
  });

  route(app, ordersApi.stream, async (request, reply) => {
    const { orderId } = request.params;
    await orders.assertOwner(actorOf(request), orderId);
    openStream(request, reply, (send) =>
      changes.subscribe((change) => {
        if (change.orderId === orderId) send('order', change);
      }),
    );
    return reply;
  });

  route(app, ordersApi.cancel, (request) =>
    orders.cancel(actorOf(request), request.params.orderId, request.body.reason),
  );

  route(app, ordersApi.requestRefund, (request) =>
    orders.requestRefund(actorOf(request), request.params.orderId, request.body),
  );

  route(app, ordersApi.attachPrescription, (request) =>
    orders.attachPrescription(actorOf(request), request.params.orderId, request.body.prescriptionId),
  );

  route(app, ordersApi.removePrescriptionItems, (request) =>
    orders.removePrescriptionItems(actorOf(request), request.params.orderId),
  );

  route(app, ordersApi.retryPayment, async (request) => ({
    redirectTo: await orders.retryPayment(actorOf(request), request.params.orderId),
  }));

  route(app, ordersApi.invoice, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return orders.invoice(actorOf(request), request.params.orderId);
  });

  route(app, ordersApi.settings, () => settings.read());

  route(app, ordersApi.updateSettings, (request) => settings.write(actorOf(request), request.body));
};
