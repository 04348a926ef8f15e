CREATE TABLE "gradebook_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"weight" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "gradebook_categories_weight_check" CHECK ("gradebook_categories"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gradebook_settings" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"missing_work" text NOT NULL,
	"score_category_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gradebook_settings_missing_work_check" CHECK ("gradebook_settings"."missing_work" in ('zero', 'excluded'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "gradebook_category_id" uuid;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "gradebook_category_id" uuid;--> statement-breakpoint
ALTER TABLE "gradebook_categories" ADD CONSTRAINT "gradebook_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_settings" ADD CONSTRAINT "gradebook_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_settings" ADD CONSTRAINT "gradebook_settings_score_category_id_gradebook_categories_id_fk" FOREIGN KEY ("score_category_id") REFERENCES "public"."gradebook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_settings" ADD CONSTRAINT "gradebook_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gradebook_categories_name_idx" ON "gradebook_categories" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "gradebook_settings_score_category_idx" ON "gradebook_settings" USING btree ("score_category_id");--> statement-breakpoint
CREATE INDEX "gradebook_settings_updated_by_idx" ON "gradebook_settings" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_gradebook_category_id_gradebook_categories_id_fk" FOREIGN KEY ("gradebook_category_id") REFERENCES "public"."gradebook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_gradebook_category_id_gradebook_categories_id_fk" FOREIGN KEY ("gradebook_category_id") REFERENCES "public"."gradebook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_gradebook_category_idx" ON "assignments" USING btree ("gradebook_category_id");--> statement-breakpoint
CREATE INDEX "quizzes_gradebook_category_idx" ON "quizzes" USING btree ("gradebook_category_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed', 'announcement.deleted_by_admin', 'announcement_comment.deleted_by_admin', 'conversation_report.closed', 'assignment_grade.changed_by_admin', 'quiz_mark.changed_by_admin', 'gradebook.changed_by_admin'));