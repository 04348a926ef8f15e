CREATE TABLE "teacher_student_counts" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"students" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_students" (
	"teacher_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"enrolments" integer NOT NULL,
	CONSTRAINT "teacher_students_teacher_id_student_id_pk" PRIMARY KEY("teacher_id","student_id")
);
--> statement-breakpoint
DROP INDEX "courses_popular_idx";--> statement-breakpoint
ALTER TABLE "teacher_student_counts" ADD CONSTRAINT "teacher_student_counts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_students" ADD CONSTRAINT "teacher_students_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_students" ADD CONSTRAINT "teacher_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_popular_idx" ON "courses" USING btree ("enrolment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Adds p_sign (1 or -1) enrolments of a student with a teacher; a pair at 0 is removed. A null
-- teacher means the course is gone (a cascade): its course's trigger below has taken it out already.
CREATE FUNCTION summary_add_teacher_student(p_teacher uuid, p_student uuid, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_teacher IS NULL THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    INSERT INTO teacher_students AS pair (teacher_id, student_id, enrolments) VALUES (p_teacher, p_student, p_sign)
    ON CONFLICT (teacher_id, student_id) DO UPDATE SET enrolments = pair.enrolments + excluded.enrolments;
  ELSE
    UPDATE teacher_students SET enrolments = enrolments + p_sign WHERE teacher_id = p_teacher AND student_id = p_student;
    DELETE FROM teacher_students WHERE teacher_id = p_teacher AND student_id = p_student AND enrolments <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_enrolment_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM summary_add_teacher_student((SELECT instructor_id FROM courses WHERE id = OLD.course_id), OLD.student_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM summary_add_teacher_student((SELECT instructor_id FROM courses WHERE id = NEW.course_id), NEW.student_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrolments_teacher_students AFTER INSERT OR DELETE ON enrolments
FOR EACH ROW EXECUTE FUNCTION summary_enrolment_teacher();
--> statement-breakpoint
CREATE TRIGGER enrolments_teacher_students_move AFTER UPDATE ON enrolments
FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id)
EXECUTE FUNCTION summary_enrolment_teacher();
--> statement-breakpoint
-- Takes a course's enrolments away from its teacher (p_sign -1) or gives them (1), in one statement.
CREATE FUNCTION summary_course_teacher_students(p_course uuid, p_teacher uuid, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_students AS pair (teacher_id, student_id, enrolments)
  SELECT p_teacher, student_id, p_sign FROM enrolments WHERE course_id = p_course
  ON CONFLICT (teacher_id, student_id) DO UPDATE SET enrolments = pair.enrolments + excluded.enrolments;
  DELETE FROM teacher_students WHERE teacher_id = p_teacher AND enrolments <= 0;
END $$;
--> statement-breakpoint
-- Before a course goes its enrolments still exist; the cascade that deletes them then finds no
-- course and leaves the pairs alone.
CREATE FUNCTION summary_course_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summary_course_teacher_students(OLD.id, OLD.instructor_id, -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM summary_course_teacher_students(NEW.id, NEW.instructor_id, 1);
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_teacher_students_delete BEFORE DELETE ON courses
FOR EACH ROW EXECUTE FUNCTION summary_course_teacher();
--> statement-breakpoint
CREATE TRIGGER courses_teacher_students_move AFTER UPDATE OF instructor_id ON courses
FOR EACH ROW WHEN (OLD.instructor_id IS DISTINCT FROM NEW.instructor_id)
EXECUTE FUNCTION summary_course_teacher();
--> statement-breakpoint
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
CREATE FUNCTION summary_rebuild_teacher_students() RETURNS void LANGUAGE plpgsql AS $$
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
