CREATE TABLE "course_grades" (
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "course_grades_course_id_student_id_pk" PRIMARY KEY("course_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "course_grades" ADD CONSTRAINT "course_grades_enrolment_fk" FOREIGN KEY ("course_id","student_id") REFERENCES "public"."enrolments"("course_id","student_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Grades stored before this migration move with it, so no course waits for its next refresh.
INSERT INTO "course_grades" ("course_id", "student_id", "percent")
	SELECT "course_id", "student_id", "grade_percent" FROM "enrolments" WHERE "grade_percent" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "grade_percent";