-- Issue 19: an order event says what happened as a code and its values, which the reader's page words in English or
-- Hindi; title and note stay as the English. Events written before the codes get theirs from the English the API
-- wrote (the texts of packages/shared/src/orders/order-event-messages.ts); one whose English cannot be read back
-- stays 'other', and the page shows its stored English.
ALTER TABLE "order_events" ADD COLUMN "code" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "code_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = 'awaiting_payment',
  code_values = jsonb_build_object('minutes', substring(note from '^Pay within (\d+) minutes to confirm it\.$')::int)
  WHERE title = 'Order created — waiting for payment' AND note ~ '^Pay within \d+ minutes to confirm it\.$';--> statement-breakpoint
UPDATE order_events SET code = 'order_placed',
  code_values = jsonb_build_object('store', substring(note from '^Cash on delivery\. Sent to (.+)\.$'))
  WHERE title = 'Order placed' AND (note IS NULL OR note ~ '^Cash on delivery\. Sent to .+\.$');--> statement-breakpoint
UPDATE order_events SET code = 'payment_received',
  code_values = jsonb_build_object('method', lower(substring(note from '^Paid by (.+)$')))
  WHERE title = 'Payment received — order placed' AND (note IS NULL OR note ~ '^Paid by .+$');--> statement-breakpoint
UPDATE order_events SET code = 'payment_failed',
  code_values = jsonb_build_object('reason',
    CASE WHEN note = 'The payment did not go through. You can try again.' THEN NULL ELSE note END)
  WHERE title = 'Payment failed' AND note IS NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = CASE title
    WHEN 'Trying the payment again' THEN 'payment_retried'
    WHEN 'Late payment refunded' THEN 'late_payment_refunded'
    WHEN 'Extra payment refunded' THEN 'extra_payment_refunded'
    WHEN 'Packed and checked by the pharmacist' THEN 'packed'
    WHEN 'Out for delivery' THEN 'out_for_delivery'
    WHEN 'New prescription attached' THEN 'prescription_attached'
    WHEN 'Prescription verified by the pharmacist' THEN 'prescription_verified'
    WHEN 'The pharmacist is reviewing the prescription again' THEN 'prescription_review_again'
  END
  WHERE (title, coalesce(note, '')) IN (
    ('Trying the payment again', ''),
    ('Late payment refunded', 'A payment arrived after the order was cancelled; it is being refunded to the original method.'),
    ('Extra payment refunded', 'This order was already paid; the second payment is being refunded to the original method.'),
    ('Packed and checked by the pharmacist', ''),
    ('Out for delivery', 'Keep your 4-digit delivery code ready.'),
    ('New prescription attached', 'The pharmacist checks it before preparing the order.'),
    ('Prescription verified by the pharmacist', ''),
    ('The pharmacist is reviewing the prescription again', '')
  );--> statement-breakpoint
UPDATE order_events SET code = 'accepted', code_values = jsonb_build_object('store', substring(title from '^Accepted by (.+)$'))
  WHERE title ~ '^Accepted by .+$' AND note = 'The pharmacy is preparing your order.';--> statement-breakpoint
UPDATE order_events SET code = 'moved_by_support',
  code_values = jsonb_build_object('store', substring(title from '^Moved to (.+) by DawaNow support$'), 'reason', note)
  WHERE title ~ '^Moved to .+ by DawaNow support$' AND note IS NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = 'store_declined',
  code_values = jsonb_build_object('store', substring(title from '^(.+) could not take the order$'), 'reason', note)
  WHERE title ~ '^.+ could not take the order$' AND title <> 'Cancelled: no pharmacy could take the order'
    AND note IS NOT NULL;--> statement-breakpoint
-- Why an order left a pharmacy: "<store> could not take it (<reason, lower case>).", "<store> is not taking orders
-- now." or "<store> did not answer in time."; the reason's first letter is given back its capital (REJECT_REASONS).
UPDATE order_events SET code = 'sent_to_next', code_values = jsonb_build_object(
    'store', substring(title from '^Sent to (.+)$'),
    'from', coalesce(
      substring(note from '^(.+) could not take it \(.+\)\. The order went'),
      substring(note from '^(.+) is not taking orders now\. The order went'),
      substring(note from '^(.+) did not answer in time\. The order went')),
    'why', CASE
      WHEN note ~ '^.+ could not take it \(.+\)\. The order went' THEN 'declined'
      WHEN note ~ '^.+ is not taking orders now\. The order went' THEN 'not_taking_orders'
      ELSE 'no_answer' END,
    'reason', (SELECT upper(left(r, 1)) || substr(r, 2)
      FROM substring(note from '^.+ could not take it \((.+)\)\. The order went') AS r))
  WHERE title ~ '^Sent to .+$'
    AND note ~ '^.+ (could not take it \(.+\)|is not taking orders now|did not answer in time)\. The order went to the next nearest pharmacy with everything in stock\.$';--> statement-breakpoint
UPDATE order_events SET code = 'cancelled_no_pharmacy', code_values = jsonb_build_object(
    'from', coalesce(
      substring(note from '^(.+) could not take it \(.+\)\. No other pharmacy'),
      substring(note from '^(.+) is not taking orders now\. No other pharmacy'),
      substring(note from '^(.+) did not answer in time\. No other pharmacy')),
    'why', CASE
      WHEN note ~ '^.+ could not take it \(.+\)\. No other pharmacy' THEN 'declined'
      WHEN note ~ '^.+ is not taking orders now\. No other pharmacy' THEN 'not_taking_orders'
      ELSE 'no_answer' END,
    'reason', (SELECT upper(left(r, 1)) || substr(r, 2)
      FROM substring(note from '^.+ could not take it \((.+)\)\. No other pharmacy') AS r),
    'refunding', note LIKE '%. Your payment is being refunded to the original method.')
  WHERE title = 'Cancelled: no pharmacy could take the order'
    AND note ~ '^.+ (could not take it \(.+\)|is not taking orders now|did not answer in time)\. No other pharmacy near you has every item in stock right now(\. Your payment is being refunded to the original method\.)?$';--> statement-breakpoint
UPDATE order_events SET code = CASE title WHEN 'Cancelled by you' THEN 'cancelled_by_customer' ELSE 'cancelled_by_support' END,
  code_values = jsonb_build_object(
    'reason', substring(note from '^(.+?)(\. Your payment is being refunded to the original method\.)?$'),
    'refunding', note LIKE '%. Your payment is being refunded to the original method.')
  WHERE title IN ('Cancelled by you', 'Cancelled by DawaNow support') AND note IS NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = 'cancelled_unpaid', code_values = jsonb_build_object(
    'minutes', substring(note from '^Payment was not completed within (\d+) minutes')::int,
    'refunding', note LIKE '%. Your payment is being refunded to the original method.')
  WHERE title = 'Cancelled: payment not received'
    AND note ~ '^Payment was not completed within \d+ minutes(\. Your payment is being refunded to the original method\.)?$';--> statement-breakpoint
UPDATE order_events SET code = 'refund_requested',
  code_values = jsonb_build_object('reason',
    substring(note from '^(.+)\. The pharmacy reviews it; if approved, the item is picked up and checked\.$'))
  WHERE title = 'Refund requested'
    AND note ~ '^.+\. The pharmacy reviews it; if approved, the item is picked up and checked\.$';--> statement-breakpoint
UPDATE order_events SET code = 'refund_approved', code_values = jsonb_build_object('note',
    CASE WHEN note = 'The item is picked up and checked before the money is returned.' THEN NULL ELSE note END)
  WHERE title = 'Refund approved — pickup arranged' AND note IS NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = 'refund_declined', code_values = jsonb_build_object('note',
    CASE WHEN note = 'The item does not qualify for a refund under the returns policy.' THEN NULL ELSE note END)
  WHERE title = 'Refund declined' AND note IS NOT NULL;--> statement-breakpoint
-- A pharmacy's own note hides whether the order was paid in cash; the order says
UPDATE order_events SET code = 'refunded', code_values = jsonb_build_object(
    'note', CASE WHEN note IN (
      'The item was checked. You paid in cash, so the money comes back by bank transfer.',
      'The item was checked and the money is on its way to the original payment method.') THEN NULL ELSE note END,
    'paidInCash', (SELECT o.payment_method = 'cod' FROM orders o WHERE o.id = order_events.order_id))
  WHERE title = 'Refunded' AND note IS NOT NULL;--> statement-breakpoint
UPDATE order_events SET code = 'delivered', code_values = jsonb_build_object('cashCollected', note IS NOT NULL)
  WHERE title = 'Delivered' AND (note IS NULL OR note = 'Cash collected at the door.');--> statement-breakpoint
UPDATE order_events SET code = 'bank_details_requested', code_values = jsonb_build_object('amountPaise',
    round(replace(substring(note from '^You paid in cash, so ₹([0-9,.]+) comes back'), ',', '')::numeric * 100)::int)
  WHERE title = 'Share your bank details for the refund'
    AND note ~ '^You paid in cash, so ₹[0-9,.]+ comes back by bank transfer\. Add a bank account or UPI ID on this page\.$';--> statement-breakpoint
UPDATE order_events SET code = 'bank_details_received',
  code_values = jsonb_build_object('destination', substring(note from '^The refund goes to (.+)\.$'))
  WHERE title = 'Bank details received' AND note ~ '^The refund goes to .+\.$';--> statement-breakpoint
UPDATE order_events SET code = 'bank_refund_sent', code_values = jsonb_build_object(
    'amountPaise', round(replace(substring(note from '^₹([0-9,.]+) was transferred'), ',', '')::numeric * 100)::int,
    'reference', substring(note from '^₹[0-9,.]+ was transferred\. Bank reference (.+)\.$'))
  WHERE title = 'Refund sent to your bank' AND note ~ '^₹[0-9,.]+ was transferred\. Bank reference .+\.$';--> statement-breakpoint
UPDATE order_events SET code = 'code_replaced',
  code_values = jsonb_build_object('tries', substring(title from '^Delivery code replaced after (\d+) wrong tries$')::int)
  WHERE title ~ '^Delivery code replaced after \d+ wrong tries$'
    AND note = 'A new code is on this page. Share it only with the delivery person at your door.';--> statement-breakpoint
UPDATE order_events SET code = 'prescription_rejected', code_values = jsonb_build_object('reason',
    (SELECT upper(left(r, 1)) || substr(r, 2) FROM substring(title from '^Prescription rejected: (.+)$') AS r))
  WHERE title ~ '^Prescription rejected: .+$'
    AND note = 'Upload a new prescription for this order, remove the medicines that need one, or cancel it.';--> statement-breakpoint
UPDATE order_events SET code = 'prescription_unclear', code_values = jsonb_build_object('note', note)
  WHERE title = 'The pharmacist needs a clearer copy of the prescription' AND note IS NOT NULL;
