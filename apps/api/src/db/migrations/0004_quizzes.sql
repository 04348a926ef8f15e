CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"points" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_kind_check" CHECK ("questions"."kind" in ('single', 'multiple', 'true_false', 'numeric', 'short')),
	CONSTRAINT "questions_points_check" CHECK ("questions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_questions" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"option_order" integer[] DEFAULT '{}' NOT NULL,
	"answer" jsonb,
	"saved_at" timestamp with time zone,
	"awarded" numeric(8, 2),
	"marked_by" uuid,
	CONSTRAINT "quiz_attempt_questions_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" numeric(10, 2),
	"max_score" integer NOT NULL,
	"pending_marking" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quiz_attempts_number_unique" UNIQUE("quiz_id","student_id","number"),
	CONSTRAINT "quiz_attempts_number_check" CHECK ("quiz_attempts"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_pools" (
	"quiz_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"draw_count" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_pools_quiz_id_tag_pk" PRIMARY KEY("quiz_id","tag"),
	CONSTRAINT "quiz_pools_draw_count_check" CHECK ("quiz_pools"."draw_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"negative_marking_percent" integer DEFAULT 0 NOT NULL,
	"release" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_window_check" CHECK ("quizzes"."closes_at" > "quizzes"."opens_at"),
	CONSTRAINT "quizzes_time_limit_check" CHECK ("quizzes"."time_limit_minutes" > 0),
	CONSTRAINT "quizzes_attempts_check" CHECK ("quizzes"."attempts_allowed" > 0),
	CONSTRAINT "quizzes_negative_marking_check" CHECK ("quizzes"."negative_marking_percent" between 0 and 100),
	CONSTRAINT "quizzes_release_check" CHECK ("quizzes"."release" in ('immediately', 'after_close', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_pools" ADD CONSTRAINT "quiz_pools_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_course_idx" ON "questions" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_questions_question_idx" ON "quiz_attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_questions_marked_by_idx" ON "quiz_attempt_questions" USING btree ("marked_by");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("quiz_id","student_id") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_student_idx" ON "quiz_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_deadline_idx" ON "quiz_attempts" USING btree ("deadline") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id","opens_at");--> statement-breakpoint
CREATE INDEX "quizzes_author_idx" ON "quizzes" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed', 'announcement.deleted_by_admin', 'announcement_comment.deleted_by_admin', 'conversation_report.closed', 'assignment_grade.changed_by_admin', 'quiz_mark.changed_by_admin'));