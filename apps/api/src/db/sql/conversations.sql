-- The current definition of every SQL function and trigger of this area, applied after the migrations
-- whenever a file of src/db/sql/ changes (src/db/sql-source.ts). Every statement must be able to run
-- again: CREATE OR REPLACE, and DROP ... IF EXISTS for one that goes. To change one: edit it here.
--
-- Direct messages, live (docs/architecture.md, "Live notifications"): a conversation's change is
-- announced at commit on channel "conversations" to each of its participants, as
-- '<user id>:<conversation id>'. Ids only: the streams' clients refetch through the authorised endpoints.
-- Identical payloads of one transaction are sent once, so a send that also moves read markers
-- announces once per participant.

-- Announces to every participant of the conversation named by the row's column TG_ARGV[0].
CREATE OR REPLACE FUNCTION "announce_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conversation uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
BEGIN
  PERFORM pg_notify('conversations', p."user_id"::text || ':' || conversation::text)
    FROM "conversation_participants" p
    WHERE p."conversation_id" = conversation;
  RETURN NULL;
END;
$$;

-- A new message.
CREATE OR REPLACE TRIGGER "messages_announce" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "announce_conversation"('conversation_id');

-- A read marker moved: the other side's read receipts.
CREATE OR REPLACE TRIGGER "conversation_participants_announce_read" AFTER UPDATE OF "last_read_message_id"
  ON "conversation_participants"
  FOR EACH ROW WHEN (OLD."last_read_message_id" IS DISTINCT FROM NEW."last_read_message_id")
  EXECUTE FUNCTION "announce_conversation"('conversation_id');

-- A request accepted or declined.
CREATE OR REPLACE TRIGGER "conversations_announce_status" AFTER UPDATE OF "status" ON "conversations"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "announce_conversation"('id');

-- A block or an unblock between two people: both sides' views of their conversation change (who may
-- send), so each participant hears of it.
CREATE OR REPLACE FUNCTION "announce_block"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  blocker uuid;
  blocked uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    blocker := OLD."blocker_id";
    blocked := OLD."blocked_id";
  ELSE
    blocker := NEW."blocker_id";
    blocked := NEW."blocked_id";
  END IF;
  PERFORM pg_notify('conversations', p."user_id"::text || ':' || p."conversation_id"::text)
    FROM "conversation_participants" p
    JOIN "conversation_participants" a ON a."conversation_id" = p."conversation_id" AND a."user_id" = blocker
    JOIN "conversation_participants" b ON b."conversation_id" = p."conversation_id" AND b."user_id" = blocked;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "user_blocks_announce" AFTER INSERT OR DELETE ON "user_blocks"
  FOR EACH ROW EXECUTE FUNCTION "announce_block"();
