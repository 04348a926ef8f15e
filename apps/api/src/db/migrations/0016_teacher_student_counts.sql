CREATE TABLE "teacher_student_counts" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"students" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_student_counts" ADD CONSTRAINT "teacher_student_counts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The pairs that appear or go move their teachers' counts; every path that changes the pairs
-- (enrolments, a course deleted or handed over) passes through here. Statement-level with the
-- changed rows as a table, so a statement touching many pairs updates each teacher's row once.
CREATE FUNCTION summary_teacher_student_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_student_counts AS kept (teacher_id, students)
  SELECT teacher_id, count(*)::int FROM added GROUP BY teacher_id
  ON CONFLICT (teacher_id) DO UPDATE SET students = kept.students + excluded.students;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_teacher_student_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teacher_student_counts kept SET students = kept.students - gone.pairs
  FROM (SELECT teacher_id, count(*)::int AS pairs FROM removed GROUP BY teacher_id) gone
  WHERE kept.teacher_id = gone.teacher_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teacher_students_count_added AFTER INSERT ON teacher_students
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION summary_teacher_student_counts_added();
--> statement-breakpoint
CREATE TRIGGER teacher_students_count_removed AFTER DELETE ON teacher_students
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION summary_teacher_student_counts_removed();
--> statement-breakpoint
-- The pairs and the counts, recounted from the enrolments (bulk loads write with triggers off).
CREATE OR REPLACE FUNCTION summary_rebuild_teacher_students() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM teacher_students;
  INSERT INTO teacher_students (teacher_id, student_id, enrolments)
  SELECT courses.instructor_id, enrolments.student_id, count(*)::int
  FROM enrolments JOIN courses ON courses.id = enrolments.course_id
  GROUP BY courses.instructor_id, enrolments.student_id;
  DELETE FROM teacher_student_counts;
  INSERT INTO teacher_student_counts (teacher_id, students)
  SELECT teacher_id, count(*)::int FROM teacher_students GROUP BY teacher_id;
END $$;
--> statement-breakpoint
SELECT summary_rebuild_teacher_students();
