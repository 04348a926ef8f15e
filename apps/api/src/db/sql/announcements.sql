-- The current definition of every SQL function and trigger of this area. Migrations create and change
-- them; this file says what they are now. `npm run check:migrations` runs it over a freshly migrated
-- database and fails if anything changes, or if a function or trigger exists on one side only. To
-- change one: edit it here, and put the same CREATE OR REPLACE statement in a new migration.
--
-- NOTIFY at commit for the live streams (docs/architecture.md, "Live notifications").

-- Live delivery (docs/architecture.md, "Live notifications"): every instance LISTENs on "notifications";
-- the payload is the addressee's id. NOTIFY goes out when the transaction commits, never for a rollback.
CREATE OR REPLACE FUNCTION "announce_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', NEW."user_id"::text);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "notifications_announce" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "announce_notification"();

-- A session that ends (sign-out, "end this session", password change or reset, suspension, erasure by
-- cascade) announces its id on "session_ended" when its transaction commits, so every instance closes
-- the live streams opened with it (docs/architecture.md, "Live notifications").
CREATE OR REPLACE FUNCTION "announce_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD."id"::text);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_ended"();
