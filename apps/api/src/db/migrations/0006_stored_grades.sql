CREATE TABLE "grade_changes" (
	"course_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_refreshes" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "grade_percent" integer;--> statement-breakpoint
ALTER TABLE "grade_refreshes" ADD CONSTRAINT "grade_refreshes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;