CREATE TABLE "guardian_absence_emails" (
	"guardian_id" uuid NOT NULL,
	"date" date NOT NULL,
	"absences" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_absence_emails_guardian_id_date_pk" PRIMARY KEY("guardian_id","date")
);
--> statement-breakpoint
CREATE TABLE "guardian_at_risk_states" (
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_at_risk_states_student_id_course_id_pk" PRIMARY KEY("student_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid,
	"invited_email" text NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	CONSTRAINT "guardian_links_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "guardian_links_state_check" CHECK ("guardian_links"."state" in ('invited', 'awaiting_approval', 'active')),
	CONSTRAINT "guardian_links_invited_check" CHECK (("guardian_links"."state" = 'invited') = ("guardian_links"."guardian_id" is null and "guardian_links"."invite_token_hash" is not null)),
	CONSTRAINT "guardian_links_not_self_check" CHECK ("guardian_links"."guardian_id" is distinct from "guardian_links"."student_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_preferences" (
	"guardian_id" uuid PRIMARY KEY NOT NULL,
	"absences" boolean DEFAULT true NOT NULL,
	"at_risk" boolean DEFAULT true NOT NULL,
	"weekly_summary" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_weekly_summaries" (
	"guardian_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_weekly_summaries_guardian_id_iso_week_pk" PRIMARY KEY("guardian_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_role_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_subject_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "guardian_absence_emails" ADD CONSTRAINT "guardian_absence_emails_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_at_risk_states" ADD CONSTRAINT "guardian_at_risk_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_at_risk_states" ADD CONSTRAINT "guardian_at_risk_states_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_preferences" ADD CONSTRAINT "guardian_preferences_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_weekly_summaries" ADD CONSTRAINT "guardian_weekly_summaries_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_at_risk_states_course_idx" ON "guardian_at_risk_states" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_pair_idx" ON "guardian_links" USING btree ("student_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_open_invitation_idx" ON "guardian_links" USING btree ("student_id","invited_email") WHERE "guardian_links"."state" = 'invited';--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_idx" ON "guardian_links" USING btree ("guardian_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed', 'announcement.deleted_by_admin', 'announcement_comment.deleted_by_admin', 'conversation_report.closed', 'assignment_grade.changed_by_admin', 'quiz_mark.changed_by_admin', 'gradebook.changed_by_admin', 'guardian.linked', 'guardian.link_ended'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('student', 'teacher', 'admin', 'guardian'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_role_check" CHECK ("audit_log"."subject_role" in ('student', 'teacher', 'admin', 'guardian'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'teacher', 'admin', 'guardian'));