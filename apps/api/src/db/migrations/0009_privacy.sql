CREATE TABLE "anonymised_attendance" (
	"course_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "anonymised_attendance_course_id_date_status_pk" PRIMARY KEY("course_id","date","status"),
	CONSTRAINT "anonymised_attendance_status_check" CHECK ("anonymised_attendance"."status" in ('present', 'absent', 'late', 'excused')),
	CONSTRAINT "anonymised_attendance_count_check" CHECK ("anonymised_attendance"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"subject_id" uuid,
	"subject_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin')),
	CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('student', 'teacher', 'admin')),
	CONSTRAINT "audit_log_subject_role_check" CHECK ("audit_log"."subject_role" in ('student', 'teacher', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"archive" "bytea",
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "anonymised_attendance" ADD CONSTRAINT "anonymised_attendance_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'pending';