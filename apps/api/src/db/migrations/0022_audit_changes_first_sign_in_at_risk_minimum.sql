ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "at_risk_minimum_classes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_at_risk_minimum_classes_check" CHECK ("courses"."at_risk_minimum_classes" between 1 and 20);--> statement-breakpoint
-- hand-written below
-- Accounts that already signed in keep their place in the directory: the earliest sign-in still on
-- record (a session row, or a trusted device) stands for the first one.
UPDATE "users" SET "first_signed_in_at" = (
  SELECT min(seen) FROM (
    SELECT min("sessions"."created_at") AS seen FROM "sessions" WHERE "sessions"."user_id" = "users"."id"
    UNION ALL
    SELECT min("trusted_devices"."created_at") FROM "trusted_devices" WHERE "trusted_devices"."user_id" = "users"."id"
  ) AS sign_ins
);
