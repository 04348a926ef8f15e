-- The current definition of every SQL function and trigger of this area, applied after the migrations
-- whenever a file of src/db/sql/ changes (src/db/sql-source.ts). Every statement must be able to run
-- again: CREATE OR REPLACE, and DROP ... IF EXISTS for one that goes. To change one: edit it here.
--
-- The fee ledger (docs/product.md, "Fees"): append-only, and the one source of an invoice's sums.

-- Entries are never changed or removed; a mistake is put right by a correction. The one change let
-- through is the foreign key's own: `recorded_by` going null when that account is erased.
CREATE OR REPLACE FUNCTION fee_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'recorded_by') = (to_jsonb(OLD) - 'recorded_by')
     AND NEW.recorded_by IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the fee ledger is append-only: record a correction instead'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'fee_ledger_append_only';
END $$;

CREATE OR REPLACE TRIGGER fee_ledger_append_only BEFORE UPDATE OR DELETE ON fee_ledger
FOR EACH ROW EXECUTE FUNCTION fee_ledger_append_only();

-- Each entry moves its invoice's sums in the same statement: the invoice's CHECKs then refuse an entry
-- that would pay more than the total or take back more than was paid, and the row lock this update
-- takes makes concurrent entries on one invoice wait for each other.
CREATE OR REPLACE FUNCTION fee_ledger_sum_into_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices
     SET paid_minor = paid_minor + NEW.amount_minor,
         refunded_minor = refunded_minor + CASE WHEN NEW.kind = 'refund' THEN -NEW.amount_minor ELSE 0 END
   WHERE id = NEW.invoice_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER fee_ledger_sum_into_invoice AFTER INSERT ON fee_ledger
FOR EACH ROW EXECUTE FUNCTION fee_ledger_sum_into_invoice();
