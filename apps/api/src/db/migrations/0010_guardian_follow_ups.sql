CREATE TABLE "guardian_absence_notices" (
	"guardian_id" uuid NOT NULL,
	"attendance_id" uuid NOT NULL,
	"told_on" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_absence_notices_guardian_id_attendance_id_pk" PRIMARY KEY("guardian_id","attendance_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "guardian_absence_notices" ADD CONSTRAINT "guardian_absence_notices_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_absence_notices" ADD CONSTRAINT "guardian_absence_notices_attendance_id_attendance_records_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_absence_notices_attendance_idx" ON "guardian_absence_notices" USING btree ("attendance_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed', 'announcement.deleted_by_admin', 'announcement_comment.deleted_by_admin', 'conversation_report.closed', 'assignment_grade.changed_by_admin', 'quiz_mark.changed_by_admin', 'gradebook.changed_by_admin', 'guardian.invited', 'guardian.linked', 'guardian.link_ended', 'fee.payment_recorded', 'fee.entry_corrected', 'fee.refund_approved', 'fee.refund_declined', 'fee.refund_given'));--> statement-breakpoint
-- hand-written below
-- The per-day claims become per-absence ones before the old table goes (so drizzle-kit's drop moved
-- here): a guardian's email of a date told that date's counted absences of each child whose link was
-- active when it went, as far as they were recorded by then. Those recorded later were never told: the
-- follow-up tells them if they were marked today.
INSERT INTO "guardian_absence_notices" ("guardian_id", "attendance_id", "told_on", "claimed_at")
SELECT e."guardian_id", a."id", e."date", e."claimed_at"
FROM "guardian_absence_emails" e
JOIN "guardian_links" l ON l."guardian_id" = e."guardian_id" AND l."state" = 'active'
  AND coalesce(l."approved_at", l."accepted_at", l."created_at") <= e."claimed_at"
JOIN "attendance_records" a ON a."student_id" = l."student_id" AND a."date" = e."date"
  AND a."status" = 'absent' AND a."counted" AND a."created_at" <= e."claimed_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "guardian_absence_emails" CASCADE;
