/**
 * Offers and coupons (issue 17): what the admin sets up, and the uses that count against a coupon's limits.
 * The order keeps its own copy of the code and the discount (orders.coupon_code), as it does of prices.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories } from './catalog';
import { timestamptz } from './columns';
import { orders } from './orders';
import { stores } from './stores';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the shared schema normalises what customers type */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').$type<'percent' | 'flat'>().notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull(),
    isFirstOrderOnly: boolean('is_first_order_only').notNull(),
    perUserLimit: integer('per_user_limit').notNull(),
    totalLimit: integer('total_limit'),
    /** Indian calendar days, both included */
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    scope: text('scope').$type<'platform' | 'store' | 'category'>().notNull(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The offers a cart is shown: the running ones
    index('coupons_running_idx').on(table.validUntil).where(sql`${table.isActive}`),
    check('coupons_code_check', sql`${table.code} ~ '^[A-Z0-9]{3,20}$'`),
    check(
      'coupons_kind_check',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 90 and ${table.amountOffPaise} is null)
        or (${table.kind} = 'flat' and ${table.amountOffPaise} > 0 and ${table.percentOff} is null
          and ${table.maxDiscountPaise} is null and ${table.amountOffPaise} < ${table.minOrderPaise})`,
    ),
    check(
      'coupons_scope_check',
      sql`(${table.scope} = 'platform' and ${table.storeId} is null and ${table.categoryId} is null)
        or (${table.scope} = 'store' and ${table.storeId} is not null and ${table.categoryId} is null)
        or (${table.scope} = 'category' and ${table.categoryId} is not null and ${table.storeId} is null)`,
    ),
    check(
      'coupons_limits_check',
      sql`${table.minOrderPaise} >= 0 and ${table.perUserLimit} >= 1
        and (${table.totalLimit} is null or ${table.totalLimit} >= ${table.perUserLimit})
        and ${table.validUntil} >= ${table.validFrom}`,
    ),
  ],
);

/**
 * One row per order placed with a coupon, while that order counts as a use. A customer's uses of a coupon
 * are numbered 1 to its per-customer limit and each number is unique, so two checkouts at once cannot both
 * take the last use: the second insert fails on the constraint. An order that ends without delivery
 * (cancelled, payment failed) gives its use back: placing an order deletes such rows first.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useNumber: integer('use_number').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('coupon_redemptions_use_key').on(table.couponId, table.userId, table.useNumber),
    index('coupon_redemptions_coupon_idx').on(table.couponId),
    check('coupon_redemptions_use_check', sql`${table.useNumber} >= 1`),
  ],
);
