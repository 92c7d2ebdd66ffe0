/** Turns order rows into the shapes of packages/shared/orders.ts: the customer's, the store's and the invoice. */
import { computeBill, type TBillLine } from '@dawanow/shared/orders/bill';
import type { TInvoice, TOrderDetail, TOrderSummary } from '@dawanow/shared/orders/customer';
import { REFUND_TIMES, type TPaymentStatus } from '@dawanow/shared/orders/payment';
import {
  fulfilmentDueAt,
  isCustomerCancellable,
  ORDER_STATUS_LABELS,
  refundDeadline,
} from '@dawanow/shared/orders/status';
import type { TStoreOrderDetail, TStoreOrderSummary } from '@dawanow/shared/orders/store';
import { gstBreakdown } from '@dawanow/shared/products';
import type { Executor } from '../../db/client';
import type { PaymentRow, PaymentsRepository } from '../payments/payments.repository';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository';

type ListRow = OrderRow & { item_names: string[]; item_count: number; store_name: string };

export function summaryOf(row: ListRow): TOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    placedAt: row.created_at,
    totalPaise: row.total_paise,
    itemCount: row.item_count,
    itemNames: row.item_names,
    storeName: row.store_name,
    deliveryMode: row.delivery_mode,
    paymentMethod: row.payment_method,
  };
}

function slaOf(order: OrderRow, now: Date) {
  if (!order.accepted_at) return { fulfilmentDueAt: null, slaMissed: false };
  const due = fulfilmentDueAt(new Date(order.accepted_at));
  const handedOver = order.packed_at ? new Date(order.packed_at) : null;
  return { fulfilmentDueAt: due.toISOString(), slaMissed: (handedOver ?? now) > due };
}

export function storeSummaryOf(
  row: ListRow & { offer_expires_at: string | null },
  now = new Date(),
): TStoreOrderSummary {
  return {
    ...summaryOf(row),
    customerName: row.customer_name,
    rxRequired: row.rx_required,
    offerExpiresAt: row.status === 'placed' ? row.offer_expires_at : null,
    ...slaOf(row, now),
  };
}

function paymentStatusOf(order: OrderRow, payment: PaymentRow | null): TPaymentStatus {
  if (order.payment_method === 'cod') {
    // Cash is collected at the door: it counts as paid once delivered.
    return order.delivered_at ? 'paid' : 'not_required';
  }
  if (!payment || payment.status === 'created') return 'pending';
  return payment.status;
}

function refundTimeOf(order: OrderRow, payment: PaymentRow | null): string {
  if (order.payment_method === 'cod') return REFUND_TIMES.cod;
  const method = payment?.methodDetail;
  if (method === 'card' || method === 'upi' || method === 'netbanking') return REFUND_TIMES[method];
  return REFUND_TIMES.upi;
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
    unitPricePaise: item.unit_price_paise,
    mrpPaise: item.mrp_paise,
    quantity: item.quantity,
    gstRate: item.gst_rate,
  }));
}

/** An order's prescription medicines, as the approval's arithmetic takes them. */
export function rxLinesOf(items: OrderItemRow[]): { productId: string; name: string; quantity: number }[] {
  return items
    .filter((item) => item.rx_required)
    .map((item) => ({ productId: item.product_id, name: item.name, quantity: item.quantity }));
}

function billOf(order: OrderRow, items: OrderItemRow[]) {
  return computeBill(billLinesOf(items), order.delivery_fee_paise, order.supply);
}

function itemOf(item: OrderItemRow) {
  return {
    productId: item.product_id,
    slug: item.slug,
    name: item.name,
    packLabel: item.pack_label,
    manufacturer: item.manufacturer,
    schedule: item.schedule,
    rxRequired: item.rx_required,
    hsnCode: item.hsn_code,
    gstRate: item.gst_rate,
    mrpPaise: item.mrp_paise,
    unitPricePaise: item.unit_price_paise,
    quantity: item.quantity,
    lineTotalPaise: item.unit_price_paise * item.quantity,
    batchNumber: item.batch_number,
    expiryDate: item.expiry_date,
  };
}

export function createOrderViews(deps: {
  repository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  storesRepository: StoresRepository;
  payUrl: (payment: PaymentRow) => string;
}) {
  const { repository, paymentsRepository, storesRepository, payUrl } = deps;
  /** `known` skips reading what the caller already has (a just-placed order's items and store). */
  async function detail(
    ex: Executor,
    order: OrderRow,
    now = new Date(),
    known: { items?: OrderItemRow[]; store?: StoreRow } = {},
  ): Promise<TOrderDetail> {
    const [items, events, payment, refund, store] = await Promise.all([
      known.items ?? repository.items(ex, order.id),
      repository.events(ex, order.id),
      order.payment_method === 'online' ? paymentsRepository.latestPayment(ex, order.id) : null,
      order.delivered_at ? repository.refundRequest(ex, order.id) : null,
      known.store ?? storesRepository.find(ex, order.store_id),
    ]);
    if (!store) throw new Error(`order ${order.id} points at a missing store`);
    const paymentStatus = paymentStatusOf(order, payment);
    const deadline = order.delivered_at ? refundDeadline(new Date(order.delivered_at)) : null;
    const refundUnderway =
      paymentStatus === 'refund_pending' || paymentStatus === 'refunded' || order.status.startsWith('refund');
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      placedAt: order.created_at,
      totalPaise: order.total_paise,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      itemNames: items.slice(0, 3).map((item) => item.name),
      storeName: store.name,
      deliveryMode: order.delivery_mode,
      paymentMethod: order.payment_method,
      items: items.map(itemOf),
      bill: billOf(order, items),
      address: order.address,
      store: storeCard(store),
      scheduledFor: order.scheduled_for,
      deliveryOtp: order.delivery_otp,
      events: events.map((event) => ({ ...event, id: String(event.id) })),
      payment: {
        method: order.payment_method,
        provider: order.payment_provider,
        status: paymentStatus,
        payUrl: payment && paymentStatus === 'pending' && order.status === 'pending_payment' ? payUrl(payment) : null,
        paidAt:
          payment && payment.status !== 'created' && payment.status !== 'failed'
            ? payment.updatedAt.toISOString()
            : null,
        refundTime: refundUnderway ? refundTimeOf(order, payment) : null,
      },
      prescriptionId: order.prescription_id,
      rxRequired: order.rx_required,
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
      cancelReason: order.cancel_reason,
      notes: order.notes,
    };
  }

  return {
    detail,

    async storeDetail(ex: Executor, order: OrderRow, now = new Date()): Promise<TStoreOrderDetail> {
      const { deliveryOtp: _otp, ...rest } = await detail(ex, order, now);
      const offer = await repository.openOffer(ex, order.id);
      const prescription = order.prescription_id
        ? await repository.prescriptionStatus(ex, order.prescription_id, null)
        : null;
      return {
        ...rest,
        customerName: order.customer_name,
        customerPhone: order.customer_phone,
        offerExpiresAt: order.status === 'placed' && offer?.store_id === order.store_id ? offer.expires_at : null,
        ...slaOf(order, now),
        prescriptionStatus: !order.rx_required ? 'not_needed' : (prescription ?? 'missing'),
      };
    },

    async invoice(ex: Executor, order: OrderRow): Promise<TInvoice> {
      const [items, store] = await Promise.all([
        repository.items(ex, order.id),
        storesRepository.find(ex, order.store_id),
      ]);
      if (!store) throw new Error(`order ${order.id} points at a missing store`);
      return {
        // One invoice per order, numbered after it (the store's own series is a later concern)
        invoiceNumber: `INV-${order.number.slice(3)}`,
        orderNumber: order.number,
        issuedAt: order.delivered_at ?? order.created_at,
        store: { ...storeCard(store), state: store.state },
        customer: { name: order.customer_name, address: order.address },
        items: items.map((item) => {
          const tax = gstBreakdown(item.unit_price_paise * item.quantity, item.gst_rate, order.supply);
          return {
            ...itemOf(item),
            taxablePaise: tax.taxablePaise,
            taxPaise: tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
          };
        }),
        bill: billOf(order, items),
        paymentMethod: order.payment_method,
      };
    },
  };
}
export type OrderViews = ReturnType<typeof createOrderViews>;
