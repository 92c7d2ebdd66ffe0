/**
 * A month of trading at the demo pharmacy, so its earnings and payouts pages (and the admin's) show what they are
 * for: orders the demo customer placed and received 9 to 37 days ago, cash and online, one refunded; their ledger
 * entries written by the same rules as a real delivery; the payout account the owner set up a month ago; and the
 * settlement of two weeks ago, paid with a UTR. Orders delivered since are what the next settlement pays.
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TSupply } from '@dawanow/shared/orders/bill';
import { ZRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import { deliveredBeforeDate, nextSettlementDate } from '@dawanow/shared/payouts/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sealedBox } from '../../lib/sealed-box';
import { createLedger } from '../../modules/money/ledger';
import { createLedgerRepository } from '../../modules/money/ledger.repository';
import { createMoneyRepository } from '../../modules/money/money.repository';
import { maskDestination } from '../../modules/payments/cash-refunds.service';
import type { Executor } from '../client';
import { addresses, users } from '../schema/auth';
import { products, storeInventory } from '../schema/catalog';
import { payouts, storeBankAccounts } from '../schema/ledger';
import { orderEvents, orderItems, orders } from '../schema/orders';
import { payments } from '../schema/payments';
import { storeMembers, stores } from '../schema/stores';
import type { SeedStep } from './seed-step';

const ORDERS = 14;
const DAY_MS = 86_400_000;
/** The demo pharmacy's current account (its own name as the holder) */
const BANK_ACCOUNT = { accountNumber: '50200012345678', ifsc: 'HDFC0000523' };

export function demoMoney(secret: string): SeedStep {
  return {
    name: '2026-11-demo-money',
    run: async (tx) => {
      const [owner] = await tx
        .select({ storeId: storeMembers.storeId, userId: users.id })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .where(and(eq(users.email, 'store@demo.dawanow.in'), eq(storeMembers.role, 'owner')));
      const [customer] = await tx
        .select({ id: users.id, name: users.name, address: addresses })
        .from(users)
        .innerJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.isDefault, true)))
        .where(eq(users.email, 'customer@demo.dawanow.in'));
      if (!owner || !customer) return;
      const [store] = await tx.select().from(stores).where(eq(stores.id, owner.storeId));
      const shelf = await tx
        .select({ product: products, pricePaise: storeInventory.pricePaise })
        .from(storeInventory)
        .innerJoin(products, eq(products.id, storeInventory.productId))
        .where(and(eq(storeInventory.storeId, owner.storeId), eq(products.schedule, 'OTC')))
        .orderBy(asc(products.name))
        .limit(8);
      if (!store || shelf.length === 0) return;

      const ledger = createLedger({
        ledgerRepository: createLedgerRepository(),
        orders: {
          items: (ex: Executor, orderId: string) =>
            ex.select().from(orderItems).where(eq(orderItems.orderId, orderId)) as never,
        },
        stores: {
          find: async (ex: Executor, storeId: string) =>
            (await ex.select().from(stores).where(eq(stores.id, storeId)))[0] ?? null,
        },
      });
      const supply: TSupply = 'intra_state';
      const { address } = customer;
      for (let index = 0; index < ORDERS; index++) {
        const deliveredAt = new Date(Date.now() - (9 + index * 2) * DAY_MS - (index % 5) * 3_600_000);
        const placedAt = new Date(deliveredAt.getTime() - 28 * 60_000);
        const cash = index % 3 === 0;
        const refunded = index === 4;
        const lines = [shelf[index % shelf.length], shelf[(index * 3 + 1) % shelf.length]]
          .filter((line, at, all) => line && all.indexOf(line) === at)
          .map((line, at) => ({ line: line as NonNullable<typeof line>, quantity: 1 + ((index + at) % 3) }));
        const itemsTotal = lines.reduce((sum, { line, quantity }) => sum + line.pricePaise * quantity, 0);
        const mrpTotal = lines.reduce((sum, { line, quantity }) => sum + line.product.mrpPaise * quantity, 0);
        const deliveryFee = itemsTotal >= 49_900 ? 0 : 2500;
        const [order] = await tx
          .insert(orders)
          .values({
            number: `DN-DEMO-${String(index + 1).padStart(4, '0')}`,
            userId: customer.id,
            idempotencyKey: sql`gen_random_uuid()`,
            storeId: store.id,
            status: refunded ? 'refunded' : 'delivered',
            deliveryMode: 'standard',
            paymentMethod: cash ? 'cod' : 'online',
            paymentProvider: cash ? 'cod' : 'sandbox',
            customerName: customer.name,
            customerPhone: '+919845011111',
            address: {
              name: address.name,
              line1: address.addressLine1,
              line2: address.addressLine2,
              city: address.city,
              state: address.state,
              postalCode: address.postalCode,
              latitude: address.latitude ?? store.latitude,
              longitude: address.longitude ?? store.longitude,
            },
            supply,
            mrpTotalPaise: mrpTotal,
            itemsTotalPaise: itemsTotal,
            deliveryFeePaise: deliveryFee,
            totalPaise: itemsTotal + deliveryFee,
            deliveryOtp: '0000',
            rxRequired: false,
            createdAt: placedAt,
            updatedAt: deliveredAt,
            acceptedAt: new Date(placedAt.getTime() + 90_000),
            packedAt: new Date(placedAt.getTime() + 9 * 60_000),
            deliveredAt,
          })
          .returning();
        if (!order) continue;
        const items = await tx
          .insert(orderItems)
          .values(
            lines.map(({ line, quantity }) => ({
              orderId: order.id,
              productId: line.product.id,
              name: line.product.name,
              packLabel: line.product.packLabel,
              manufacturer: line.product.manufacturer,
              schedule: line.product.schedule,
              hsnCode: line.product.hsnCode,
              gstRate: line.product.gstRate,
              mrpPaise: line.product.mrpPaise,
              unitPricePaise: line.pricePaise,
              quantity,
              batchNumber: 'DEMO-2611',
              expiryDate: addDays(indianToday(), 400),
            })),
          )
          .returning();
        await tx.insert(orderEvents).values([
          {
            orderId: order.id,
            status: 'placed',
            title: 'Order placed',
            code: 'order_placed',
            codeValues: { store: null },
            actor: 'customer',
            createdAt: placedAt,
          },
          {
            orderId: order.id,
            status: 'delivered',
            title: 'Delivered',
            // As delivered() writes it, without its note: the demo says nothing of cash
            code: 'delivered',
            codeValues: { cashCollected: false },
            actor: 'store',
            createdAt: deliveredAt,
          },
        ]);
        if (!cash) {
          await tx.insert(payments).values({
            orderId: order.id,
            provider: 'sandbox',
            providerOrderId: `demo_${order.id}`,
            amountPaise: order.totalPaise,
            status: refunded ? 'refunded' : 'paid',
            methodDetail: 'upi',
            createdAt: placedAt,
            updatedAt: deliveredAt,
          });
        }
        await ledger.delivered(tx, order, { items: items as never, at: deliveredAt });
        if (refunded)
          await ledger.refunded(tx, order, order.totalPaise, { at: new Date(deliveredAt.getTime() + DAY_MS) });
      }

      const box = sealedBox(secret, 'store-payout-account', ZRefundBankDetails);
      const bank = { method: 'bank' as const, accountHolder: store.name, ...BANK_ACCOUNT };
      const set = new Date(Date.now() - 40 * DAY_MS);
      await tx.insert(storeBankAccounts).values({
        storeId: store.id,
        sealedDetails: box.seal(bank),
        destination: maskDestination(bank),
        holderName: bank.accountHolder,
        // Checked by the operations team against a cancelled cheque when the pharmacy joined
        verification: 'verified',
        verifiedName: store.name.toUpperCase(),
        verificationNote: 'Checked against a cancelled cheque.',
        verifiedAt: set,
        changedBy: owner.userId,
        changedAt: set,
      });

      // Two weeks ago's settlement, paid
      const settled = nextSettlementDate(addDays(indianToday(), -16));
      const money = createMoneyRepository();
      await money.settleBatch(tx, {
        settlementDate: settled,
        deliveredBefore: deliveredBeforeDate(settled),
        provider: 'manual',
        afterStoreId: null,
        batch: 1_000_000,
      });
      await tx
        .update(payouts)
        .set({
          status: 'paid',
          utr: `HDFCN${settled.replaceAll('-', '')}00523`,
          destination: maskDestination(bank),
          createdAt: new Date(`${settled}T01:00:00Z`),
          approvedAt: new Date(`${settled}T05:00:00Z`),
          paidAt: new Date(`${settled}T09:30:00Z`),
        })
        .where(and(eq(payouts.storeId, store.id), eq(payouts.settlementDate, settled)));
    },
  };
}
