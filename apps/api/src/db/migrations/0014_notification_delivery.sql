ALTER TABLE "notifications" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "contact_message_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_user_idx" ON "notifications" USING btree ("about_user_id");--> statement-breakpoint
CREATE INDEX "notifications_contact_message_idx" ON "notifications" USING btree ("contact_message_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "notify_push";--> statement-breakpoint
-- Live delivery (docs/architecture.md, "Live notifications"): every instance LISTENs on "notifications";
-- the payload is the addressee's id. NOTIFY goes out when the transaction commits, never for a rollback.
CREATE OR REPLACE FUNCTION "announce_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', NEW."user_id"::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "announce_notification"();
