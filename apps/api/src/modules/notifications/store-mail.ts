/**
 * The store owner's e-mails, in plain text (many pharmacy inboxes are read on basic phones): rupees
 * as India writes them, times in IST, and a link into the panel.
 */
import { formatIndianDate, formatIndianTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { daysUntil, EXPIRY_NOTICE_DAYS } from '@dawanow/shared/store-notifications';
import type { MailMessage } from '../../providers/mail/mailer';
import type { ExpiringBatchRow, WaitingOfferRow } from './store-alerts.repository';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function unansweredOrderMail(
  to: string[],
  storeName: string,
  order: WaitingOfferRow,
  publicUrl: string,
): MailMessage {
  const payment = order.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online';
  return {
    to: to.join(', '),
    subject: `Order ${order.number} is waiting for your answer`,
    text: [
      `Order ${order.number} (${formatRupees(order.totalPaise)}, ${plural(order.items, 'item')}, ${payment}) reached ${storeName} at ${formatIndianTime(order.offeredAt)} IST and nobody has answered it yet.`,
      '',
      `If nobody accepts it by ${formatIndianTime(order.expiresAt)} IST, it goes to another pharmacy.`,
      '',
      `Open the order: ${publicUrl}/store/orders/${order.orderId}`,
      '',
      '— DawaNow',
    ].join('\n'),
  };
}

export function expiryDigestMail(
  to: string[],
  storeName: string,
  today: string,
  batches: ExpiringBatchRow[],
  publicUrl: string,
): MailMessage {
  const worth = batches.reduce((sum, batch) => sum + batch.pricePaise * batch.quantity, 0);
  const lines = batches.map((batch) => {
    const days = daysUntil(today, batch.expiryDate);
    const when = days === 0 ? 'today' : `in ${plural(days, 'day')}`;
    return `- ${batch.productName}, batch ${batch.batchNumber}: ${plural(batch.quantity, 'unit')} (${formatRupees(batch.pricePaise * batch.quantity)}), expires ${formatIndianDate(batch.expiryDate)} (${when})`;
  });
  return {
    to: to.join(', '),
    subject: `${plural(batches.length, 'batch', 'batches')} expiring within ${EXPIRY_NOTICE_DAYS} days at ${storeName}`,
    text: [
      `Batches at ${storeName} expiring within ${EXPIRY_NOTICE_DAYS} days, as of ${formatIndianDate(today)}:`,
      '',
      ...lines,
      '',
      `${formatRupees(worth)} of stock at your selling prices. These batches are no longer sold to customers: return them to your distributor or write them off.`,
      '',
      `See them in your inventory: ${publicUrl}/store/inventory?filter=near-expiry`,
      '',
      '— DawaNow',
    ].join('\n'),
  };
}
