CREATE TABLE "ledger_store_totals" (
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "ledger_store_totals_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
INSERT INTO "ledger_store_totals" ("store_id", "kind", "amount_paise")
  SELECT "store_id", "kind", sum("amount_paise") FROM "ledger_entries" GROUP BY "store_id", "kind";--> statement-breakpoint
-- Once per insert statement, from the rows it inserted: each entry is open until a payout settles it (a payout's
-- own entry is settled by that payout as it is made), and each store's totals by kind move by what was added —
-- in one order, so two transactions adding to the same store's rows wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION ledger_entries_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_open (entry_id, store_id, order_id, amount_paise)
    SELECT id, store_id, order_id, amount_paise FROM new_entries WHERE kind <> 'payout';
  INSERT INTO ledger_store_totals (store_id, kind, amount_paise)
    SELECT store_id, kind, sum(amount_paise) FROM new_entries GROUP BY store_id, kind ORDER BY store_id, kind
    ON CONFLICT (store_id, kind) DO UPDATE SET amount_paise = ledger_store_totals.amount_paise + excluded.amount_paise;
  RETURN NULL;
END
$$;
