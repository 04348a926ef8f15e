-- The current definition of every SQL function and trigger of this area, applied after the migrations
-- whenever a file of src/db/sql/ changes (src/db/sql-source.ts). Every statement must be able to run
-- again: CREATE OR REPLACE, and DROP ... IF EXISTS for one that goes. To change one: edit it here.
--
-- NOTIFY at commit for the live streams (docs/architecture.md, "Live notifications"): every instance
-- LISTENs on the channel. NOTIFY goes out when the transaction commits, never for a rollback.

-- Announces on channel TG_ARGV[0] the column TG_ARGV[1] of the row written (of the row deleted, for a
-- DELETE), as text.
CREATE OR REPLACE FUNCTION "announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]);
  RETURN NULL;
END;
$$;

-- Live delivery: the payload is the addressee's id.
CREATE OR REPLACE TRIGGER "notifications_announce" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "announce"('notifications', 'user_id');

-- A session that ends (sign-out, "end this session", password change or reset, suspension, erasure by
-- cascade) announces its id on "session_ended", so every instance closes the live streams opened with it.
CREATE OR REPLACE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce"('session_ended', 'id');

-- Replaced by "announce" above.
DROP FUNCTION IF EXISTS "announce_notification"();
DROP FUNCTION IF EXISTS "announce_session_ended"();
