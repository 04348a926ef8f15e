CREATE TABLE "teacher_student_counts" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"students" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_student_counts" ADD CONSTRAINT "teacher_student_counts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each teacher-student pair that appears or goes moves its teacher's count; every path that changes
-- the pairs (enrolments, a course deleted or handed over) passes through here.
CREATE FUNCTION summary_teacher_student_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO teacher_student_counts AS kept (teacher_id, students) VALUES (NEW.teacher_id, 1)
    ON CONFLICT (teacher_id) DO UPDATE SET students = kept.students + 1;
  ELSE
    UPDATE teacher_student_counts SET students = students - 1 WHERE teacher_id = OLD.teacher_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teacher_students_count AFTER INSERT OR DELETE ON teacher_students
FOR EACH ROW EXECUTE FUNCTION summary_teacher_student_counts();
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
