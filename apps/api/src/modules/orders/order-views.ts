/** Turns order rows into the shapes of packages/shared/orders.ts: the customer's, the store's and the invoice. */
import { computeBill, type TBillLine } from '@dawanow/shared/orders/bill';
import type { TInvoice, TOrderDetail, TOrderItemPack, TOrderSummary } from '@dawanow/shared/orders/customer';
import type { TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import { REFUND_TIMES, type TOrderRefund, type TPaymentStatus } from '@dawanow/shared/orders/payment';
import {
  fulfilmentDueAt,
  isCustomerCancellable,
  ORDER_STATUS_LABELS,
  refundDeadline,
} from '@dawanow/shared/orders/status';
import type { TStoreOrderDetail, TStoreOrderSummary } from '@dawanow/shared/orders/store';
import { gstBreakdown } from '@dawanow/shared/products';
import { type Executor, readEach } from '../../db/client';
import type { PaymentRow, PaymentsRepository, RefundRow } from '../payments/payments.repository';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { OrderEventRow, OrderItemRow, OrderListRow, OrderRow, OrdersRepository } from './orders.repository';
import type { TrackingRepository } from './tracking.repository';

function packOf({ name, packLabel, manufacturer }: TOrderItemPack): TOrderItemPack {
  return { name, packLabel, manufacturer };
}

export function summaryOf(row: OrderListRow): TOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    placedAt: row.createdAt.toISOString(),
    totalPaise: row.totalPaise,
    itemCount: row.itemCount,
    itemNames: row.itemNames,
    firstItemPack: row.firstItemPack,
    storeName: row.storeName,
    deliveryMode: row.deliveryMode,
    paymentMethod: row.paymentMethod,
  };
}

function slaOf(order: OrderRow, now: Date) {
  if (!order.acceptedAt) return { fulfilmentDueAt: null, slaMissed: false };
  const due = fulfilmentDueAt(order.acceptedAt);
  return { fulfilmentDueAt: due.toISOString(), slaMissed: (order.packedAt ?? now) > due };
}

export function storeSummaryOf(
  row: OrderListRow & { offerExpiresAt: string | null },
  now = new Date(),
): TStoreOrderSummary {
  return {
    ...summaryOf(row),
    customerName: row.customerName,
    rxRequired: row.rxRequired,
    offerExpiresAt: row.status === 'placed' ? row.offerExpiresAt : null,
    ...slaOf(row, now),
  };
}

function paymentStatusOf(order: OrderRow, payment: PaymentRow | null): TPaymentStatus {
  if (order.paymentMethod === 'cod') {
    // Cash is collected at the door: it counts as paid once delivered.
    return order.deliveredAt ? 'paid' : 'not_required';
  }
  if (!payment || payment.status === 'created') return 'pending';
  return payment.status;
}

function refundTimeOf(order: OrderRow, payment: PaymentRow | null): string {
  if (order.paymentMethod === 'cod') return REFUND_TIMES.cod;
  const method = payment?.methodDetail;
  if (method === 'card' || method === 'upi' || method === 'netbanking') return REFUND_TIMES[method];
  return REFUND_TIMES.upi;
}

/** A refund as the customer reads it: a failed attempt, even one being retried, is a delay DawaNow is on. */
function customerRefundOf(refund: RefundRow): TOrderRefund {
  const isDelayed = refund.status === 'failed' || refund.status === 'retrying' || refund.attempts > 1;
  return {
    amountPaise: refund.amountPaise,
    kind: refund.kind,
    reason: refund.reason,
    state: refund.status === 'refunded' ? 'refunded' : isDelayed ? 'delayed' : 'pending',
    requestedAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

function storeCard(store: StoreRow) {
  return {
    id: store.id,
    name: store.name,
    phone: store.phone,
    address: [store.addressLine1, store.addressLine2, store.locality, `${store.city} ${store.postalCode}`]
      .filter(Boolean)
      .join(', '),
    gstin: store.gstin,
    drugLicence: `${store.drugLicenceForm20} / ${store.drugLicenceForm21}`,
    pharmacistName: store.pharmacistName,
  };
}

/** An order's items as the shared bill maths takes them. */
export function billLinesOf(items: OrderItemRow[]): TBillLine[] {
  return items.map((item) => ({
    unitPricePaise: item.unitPricePaise,
    mrpPaise: item.mrpPaise,
    quantity: item.quantity,
    gstRate: item.gstRate,
    couponDiscountPaise: item.couponDiscountPaise,
  }));
}

/** An order's prescription medicines, as the approval's arithmetic takes them. */
export function rxLinesOf(items: OrderItemRow[]): { productId: string; name: string; quantity: number }[] {
  return items
    .filter((item) => item.rxRequired)
    .map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity }));
}

function billOf(order: OrderRow, items: OrderItemRow[]) {
  return computeBill(billLinesOf(items), order.deliveryFeePaise, order.supply);
}

function itemOf(item: OrderItemRow) {
  return {
    productId: item.productId,
    slug: item.slug,
    name: item.name,
    packLabel: item.packLabel,
    manufacturer: item.manufacturer,
    schedule: item.schedule,
    rxRequired: item.rxRequired,
    hsnCode: item.hsnCode,
    gstRate: item.gstRate,
    mrpPaise: item.mrpPaise,
    unitPricePaise: item.unitPricePaise,
    quantity: item.quantity,
    lineTotalPaise: item.unitPricePaise * item.quantity,
    couponDiscountPaise: item.couponDiscountPaise,
    batchNumber: item.batchNumber,
    expiryDate: item.expiryDate,
  };
}

export function createOrderViews(deps: {
  repository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  storesRepository: StoresRepository;
  prescriptionsRepository: Pick<PrescriptionsRepository, 'status'>;
  trackingRepository: Pick<TrackingRepository, 'delivery'>;
  payUrl: (payment: PaymentRow) => string;
}) {
  const { repository, paymentsRepository, storesRepository, prescriptionsRepository, trackingRepository, payUrl } =
    deps;
  /** `known` skips reading what the caller already has (a just-placed order's items and store). */
  async function detail(
    ex: Executor,
    order: OrderRow,
    now = new Date(),
    known: { items?: OrderItemRow[]; store?: StoreRow; events?: OrderEventRow[] } = {},
  ): Promise<TOrderDetail> {
    const isOnline = order.paymentMethod === 'online';
    const [items, events, payment, refunds, refund, store] = await readEach(ex, [
      () => known.items ?? repository.items(ex, order.id),
      () => known.events ?? repository.events(ex, order.id),
      () => (isOnline ? paymentsRepository.latestPayment(ex, order.id) : null),
      () => (isOnline ? paymentsRepository.refundsOfOrder(ex, order.id) : []),
      () => (order.deliveredAt ? repository.refundRequest(ex, order.id) : null),
      () => known.store ?? storesRepository.find(ex, order.storeId),
    ]);
    if (!store) throw new Error(`order ${order.id} points at a missing store`);
    const paymentStatus = paymentStatusOf(order, payment);
    const deadline = order.deliveredAt ? refundDeadline(order.deliveredAt) : null;
    const refundUnderway =
      paymentStatus === 'refund_pending' || paymentStatus === 'refunded' || order.status.startsWith('refund');
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      placedAt: order.createdAt.toISOString(),
      totalPaise: order.totalPaise,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      itemNames: items.slice(0, 3).map((item) => item.name),
      firstItemPack: items[0] ? packOf(items[0]) : null,
      storeName: store.name,
      deliveryMode: order.deliveryMode,
      paymentMethod: order.paymentMethod,
      items: items.map(itemOf),
      bill: billOf(order, items),
      couponCode: order.couponCode,
      address: order.address,
      store: storeCard(store),
      scheduledFor: order.scheduledFor?.toISOString() ?? null,
      deliveryOtp: order.deliveryOtp,
      events: events.map((event) => ({
        id: String(event.id),
        status: event.status,
        title: event.title,
        note: event.note,
        message: { code: event.code, values: event.codeValues } as TOrderEventMessage,
        actor: event.actor,
        at: event.createdAt.toISOString(),
      })),
      payment: {
        method: order.paymentMethod,
        provider: order.paymentProvider,
        status: paymentStatus,
        payUrl: payment && paymentStatus === 'pending' && order.status === 'pending_payment' ? payUrl(payment) : null,
        paidAt:
          payment && payment.status !== 'created' && payment.status !== 'failed'
            ? payment.updatedAt.toISOString()
            : null,
        refundTime: refundUnderway || refunds.length > 0 ? refundTimeOf(order, payment) : null,
        refunds: refunds.map(customerRefundOf),
      },
      prescriptionId: order.prescriptionId,
      rxRequired: order.rxRequired,
      canCancel: isCustomerCancellable(order.status),
      refundableUntil: order.status === 'delivered' && deadline && deadline > now ? deadline.toISOString() : null,
      refund: refund
        ? {
            reason: refund.reason,
            details: refund.details,
            hasPhoto: refund.hasPhoto,
            requestedAt: refund.requestedAt.toISOString(),
            decisionNote: refund.decisionNote,
            cashRefund: refund.cash
              ? {
                  status: refund.cash.status,
                  amountPaise: refund.cash.amountPaise,
                  destination: refund.cash.destination,
                  paidAt: refund.cash.paidAt?.toISOString() ?? null,
                  reference: refund.cash.reference,
                }
              : null,
          }
        : null,
      cancelReason: order.cancelReason,
      notes: order.notes,
    };
  }

  return {
    detail,

    async storeDetail(ex: Executor, order: OrderRow, now = new Date()): Promise<TStoreOrderDetail> {
      const { deliveryOtp: _otp, ...rest } = await detail(ex, order, now);
      const offer = await repository.openOffer(ex, order.id);
      const prescription = order.prescriptionId
        ? await prescriptionsRepository.status(ex, order.prescriptionId, null)
        : null;
      const delivery = await trackingRepository.delivery(ex, order.id);
      return {
        ...rest,
        customerName: order.customerName,
        customerPhone: order.customerPhone,
        offerExpiresAt:
          order.status === 'placed' && offer?.storeId === order.storeId ? offer.expiresAt.toISOString() : null,
        ...slaOf(order, now),
        prescriptionStatus: !order.rxRequired ? 'not_needed' : (prescription ?? 'missing'),
        courier: delivery
          ? {
              name: delivery.courierName,
              phone: delivery.courierPhone,
              memberUserId: delivery.courierUserId,
              dispatchedAt: delivery.dispatchedAt.toISOString(),
            }
          : null,
      };
    },

    async invoice(ex: Executor, order: OrderRow): Promise<TInvoice> {
      const [items, store] = await readEach(ex, [
        () => repository.items(ex, order.id),
        () => storesRepository.find(ex, order.storeId),
      ]);
      if (!store) throw new Error(`order ${order.id} points at a missing store`);
      return {
        // One invoice per order, numbered after it (the store's own series is a later concern)
        invoiceNumber: `INV-${order.number.slice(3)}`,
        orderNumber: order.number,
        issuedAt: (order.deliveredAt ?? order.createdAt).toISOString(),
        store: { ...storeCard(store), state: store.state },
        customer: { name: order.customerName, address: order.address },
        items: items.map((item) => {
          const tax = gstBreakdown(
            item.unitPricePaise * item.quantity - item.couponDiscountPaise,
            item.gstRate,
            order.supply,
          );
          return {
            ...itemOf(item),
            taxablePaise: tax.taxablePaise,
            taxPaise: tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
          };
        }),
        bill: billOf(order, items),
        couponCode: order.couponCode,
        paymentMethod: order.paymentMethod,
      };
    },
  };
}
export type OrderViews = ReturnType<typeof createOrderViews>;
