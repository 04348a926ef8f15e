-- The current definition of every SQL function and trigger of this area, applied after the migrations
-- whenever a file of src/db/sql/ changes (src/db/sql-source.ts). Every statement must be able to run
-- again: CREATE OR REPLACE, and DROP ... IF EXISTS for one that goes. To change one: edit it here.
--
-- The figures kept beside the rows they summarise (docs/performance.md): course and enrolment counts,
-- attendance per course day, the directory's teacher figures and the catalogue's counts, each kept by
-- triggers in the transaction of the write it follows.

-- Summary upkeep. Every figure below is kept by triggers in the transaction of the write it follows.
-- Writes touching one (course, student) pair take a transaction-scoped advisory lock on the pair
-- first, so a marking and a concurrent enrolment (or two completions) queue instead of each
-- counting without the other; under READ COMMITTED the second one's next statement sees the first.
CREATE OR REPLACE FUNCTION summary_lock_pair(p_course uuid, p_student uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(p_course::text || p_student::text, 7305116))
$$;

-- Adds signed counts to one course-date row. Removals only update (a cascade may already have
-- deleted the course), additions upsert.
CREATE OR REPLACE FUNCTION summary_add_course_day(p_course uuid, p_date date, d_total int, d_present int, d_absent int, d_late int, d_excused int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_total > 0 THEN
    INSERT INTO course_attendance_days AS day (course_id, date, total, present, absent, late, excused)
    VALUES (p_course, p_date, d_total, d_present, d_absent, d_late, d_excused)
    ON CONFLICT (course_id, date) DO UPDATE SET
      total = day.total + excluded.total, present = day.present + excluded.present,
      absent = day.absent + excluded.absent, late = day.late + excluded.late, excused = day.excused + excluded.excused;
  ELSIF d_total < 0 THEN
    UPDATE course_attendance_days SET
      total = total + d_total, present = present + d_present, absent = absent + d_absent,
      late = late + d_late, excused = excused + d_excused
    WHERE course_id = p_course AND date = p_date;
  END IF;
END $$;

-- Adds one counted record's status to its enrolment row and its course-date row (p_sign 1), or takes
-- it away (-1). Either row may already be gone in a cascade; then there is nothing to change.
CREATE OR REPLACE FUNCTION summary_apply_attendance(p_course uuid, p_student uuid, p_date date, p_status text, p_sign int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_present int := CASE WHEN p_status = 'present' THEN p_sign ELSE 0 END;
  d_absent int := CASE WHEN p_status = 'absent' THEN p_sign ELSE 0 END;
  d_late int := CASE WHEN p_status = 'late' THEN p_sign ELSE 0 END;
  d_excused int := CASE WHEN p_status = 'excused' THEN p_sign ELSE 0 END;
BEGIN
  UPDATE enrolments SET
    attendance_total = attendance_total + p_sign, attendance_present = attendance_present + d_present,
    attendance_absent = attendance_absent + d_absent, attendance_late = attendance_late + d_late,
    attendance_excused = attendance_excused + d_excused
  WHERE course_id = p_course AND student_id = p_student;
  PERFORM summary_add_course_day(p_course, p_date, p_sign, d_present, d_absent, d_late, d_excused);
END $$;

-- A record counts when the student's enrolment began on or before its date. The flag is decided
-- when the record is written or moved, and again whenever the enrolment changes (below), so a
-- deleted record knows whether to take itself out of the tallies even when a cascade has already
-- removed the enrolment.
CREATE OR REPLACE FUNCTION summary_decide_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summary_lock_pair(NEW.course_id, NEW.student_id);
  NEW.counted := EXISTS (
    SELECT 1 FROM enrolments
    WHERE course_id = NEW.course_id AND student_id = NEW.student_id
      AND (enrolled_at AT TIME ZONE 'UTC')::date <= NEW.date);
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER attendance_records_summary_decide BEFORE INSERT ON attendance_records
FOR EACH ROW EXECUTE FUNCTION summary_decide_counted();

CREATE OR REPLACE TRIGGER attendance_records_summary_redecide BEFORE UPDATE ON attendance_records
FOR EACH ROW WHEN (
  OLD.date IS DISTINCT FROM NEW.date
  OR OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id
) EXECUTE FUNCTION summary_decide_counted();

CREATE OR REPLACE FUNCTION summary_attendance_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.counted THEN
    PERFORM summary_apply_attendance(OLD.course_id, OLD.student_id, OLD.date, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.counted THEN
    PERFORM summary_apply_attendance(NEW.course_id, NEW.student_id, NEW.date, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER attendance_records_summary_insert_delete AFTER INSERT OR DELETE ON attendance_records
FOR EACH ROW EXECUTE FUNCTION summary_attendance_records();

CREATE OR REPLACE TRIGGER attendance_records_summary_update AFTER UPDATE ON attendance_records
FOR EACH ROW WHEN (
  OLD.counted IS DISTINCT FROM NEW.counted OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.date IS DISTINCT FROM NEW.date
  OR OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id
) EXECUTE FUNCTION summary_attendance_records();

-- Re-decides which of a pair's records count; the records' own triggers move the tallies.
CREATE OR REPLACE FUNCTION summary_recount_pair(p_course uuid, p_student uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  since date;
BEGIN
  PERFORM summary_lock_pair(p_course, p_student);
  SELECT (enrolled_at AT TIME ZONE 'UTC')::date INTO since
  FROM enrolments WHERE course_id = p_course AND student_id = p_student;
  UPDATE attendance_records SET counted = (since IS NOT NULL AND date >= since)
  WHERE course_id = p_course AND student_id = p_student
    AND counted IS DISTINCT FROM (since IS NOT NULL AND date >= since);
END $$;

-- A new (or moved) enrolment starts with the lessons and activity that already exist for its pair;
-- its attendance columns start at zero and fill as its records are counted after the insert.
CREATE OR REPLACE FUNCTION summary_fill_enrolment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summary_lock_pair(NEW.course_id, NEW.student_id);
  NEW.attendance_total := 0;
  NEW.attendance_present := 0;
  NEW.attendance_absent := 0;
  NEW.attendance_late := 0;
  NEW.attendance_excused := 0;
  SELECT count(*)::int, max(completion.completed_at) INTO NEW.lessons_completed, NEW.last_activity_at
  FROM lesson_completions completion JOIN lessons ON lessons.id = completion.lesson_id
  WHERE lessons.course_id = NEW.course_id AND completion.student_id = NEW.student_id;
  NEW.last_activity_at := greatest(NEW.last_activity_at, (
    SELECT max(check_in.joined_at) FROM live_class_check_ins check_in
    JOIN live_classes ON live_classes.id = check_in.live_class_id
    WHERE live_classes.course_id = NEW.course_id AND check_in.student_id = NEW.student_id));
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER enrolments_summary_fill BEFORE INSERT ON enrolments
FOR EACH ROW EXECUTE FUNCTION summary_fill_enrolment();

CREATE OR REPLACE TRIGGER enrolments_summary_refill BEFORE UPDATE ON enrolments
FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id)
EXECUTE FUNCTION summary_fill_enrolment();

CREATE OR REPLACE FUNCTION summary_enrolments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE courses SET enrolment_count = enrolment_count - 1 WHERE id = OLD.course_id;
    PERFORM summary_recount_pair(OLD.course_id, OLD.student_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses SET enrolment_count = enrolment_count + 1 WHERE id = NEW.course_id;
    PERFORM summary_recount_pair(NEW.course_id, NEW.student_id);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER enrolments_summary_insert_delete AFTER INSERT OR DELETE ON enrolments
FOR EACH ROW EXECUTE FUNCTION summary_enrolments();

CREATE OR REPLACE TRIGGER enrolments_summary_update AFTER UPDATE ON enrolments
FOR EACH ROW WHEN (
  OLD.enrolled_at IS DISTINCT FROM NEW.enrolled_at
  OR OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id
) EXECUTE FUNCTION summary_enrolments();

-- Lessons completed and latest activity of the enrolments matching a course (and a student, unless
-- null), recounted from the source rows. Joining through lessons and live_classes leaves out rows
-- whose lesson or class is being deleted in the same statement.
CREATE OR REPLACE FUNCTION summary_refresh_activity(p_course uuid, p_student uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_student IS NOT NULL THEN
    PERFORM summary_lock_pair(p_course, p_student);
  END IF;
  UPDATE enrolments SET
    lessons_completed = (
      SELECT count(*)::int FROM lesson_completions completion JOIN lessons ON lessons.id = completion.lesson_id
      WHERE lessons.course_id = enrolments.course_id AND completion.student_id = enrolments.student_id),
    last_activity_at = greatest(
      (SELECT max(completion.completed_at) FROM lesson_completions completion JOIN lessons ON lessons.id = completion.lesson_id
       WHERE lessons.course_id = enrolments.course_id AND completion.student_id = enrolments.student_id),
      (SELECT max(check_in.joined_at) FROM live_class_check_ins check_in
       JOIN live_classes ON live_classes.id = check_in.live_class_id
       WHERE live_classes.course_id = enrolments.course_id AND check_in.student_id = enrolments.student_id))
  WHERE course_id = p_course AND (p_student IS NULL OR student_id = p_student);
END $$;

-- A completion or check-in written or deleted refreshes its enrolment. TG_ARGV[0] is the table of the
-- lesson or class the row points to, TG_ARGV[1] the row's column pointing there.
CREATE OR REPLACE FUNCTION summary_course_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_changed jsonb;
  course uuid;
BEGIN
  row_changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  EXECUTE format('SELECT course_id FROM %I WHERE id = $1', TG_ARGV[0]) INTO course
    USING (row_changed ->> TG_ARGV[1])::uuid;
  IF course IS NOT NULL THEN
    PERFORM summary_refresh_activity(course, (row_changed ->> 'student_id')::uuid);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER lesson_completions_summary AFTER INSERT OR DELETE OR UPDATE ON lesson_completions
FOR EACH ROW EXECUTE FUNCTION summary_course_activity('lessons', 'lesson_id');

CREATE OR REPLACE TRIGGER live_class_check_ins_summary AFTER INSERT OR DELETE OR UPDATE ON live_class_check_ins
FOR EACH ROW EXECUTE FUNCTION summary_course_activity('live_classes', 'live_class_id');

-- Replaced by summary_course_activity above.
DROP FUNCTION IF EXISTS summary_lesson_completions();
DROP FUNCTION IF EXISTS summary_check_ins();

-- A deleted lesson or class (or one moved to another course) changes its course's figures.
CREATE OR REPLACE FUNCTION summary_course_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summary_refresh_activity(OLD.course_id, NULL);
  IF TG_OP = 'UPDATE' THEN
    PERFORM summary_refresh_activity(NEW.course_id, NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER lessons_summary_delete AFTER DELETE ON lessons
FOR EACH ROW EXECUTE FUNCTION summary_course_content();

CREATE OR REPLACE TRIGGER lessons_summary_move AFTER UPDATE ON lessons
FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id) EXECUTE FUNCTION summary_course_content();

CREATE OR REPLACE TRIGGER live_classes_summary_delete AFTER DELETE ON live_classes
FOR EACH ROW EXECUTE FUNCTION summary_course_content();

CREATE OR REPLACE TRIGGER live_classes_summary_move AFTER UPDATE ON live_classes
FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id) EXECUTE FUNCTION summary_course_content();

-- Ratings: the course row's lock orders concurrent reviews of one course.
CREATE OR REPLACE FUNCTION summary_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE courses SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1 WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1 WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER reviews_summary_insert_delete AFTER INSERT OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION summary_reviews();

CREATE OR REPLACE TRIGGER reviews_summary_update AFTER UPDATE ON reviews
FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.course_id IS DISTINCT FROM NEW.course_id)
EXECUTE FUNCTION summary_reviews();

-- Recounts every summary from the source rows, for bulk loads that wrote with the triggers disabled.
CREATE OR REPLACE FUNCTION summary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_records record SET counted = false
  WHERE record.counted AND NOT EXISTS (
    SELECT 1 FROM enrolments since
    WHERE since.course_id = record.course_id AND since.student_id = record.student_id
      AND record.date >= (since.enrolled_at AT TIME ZONE 'UTC')::date);
  UPDATE attendance_records record SET counted = true
  WHERE NOT record.counted AND EXISTS (
    SELECT 1 FROM enrolments since
    WHERE since.course_id = record.course_id AND since.student_id = record.student_id
      AND record.date >= (since.enrolled_at AT TIME ZONE 'UTC')::date);
  UPDATE courses SET
    enrolment_count = coalesce((SELECT count(*)::int FROM enrolments WHERE course_id = courses.id), 0),
    rating_sum = coalesce((SELECT sum(rating)::int FROM reviews WHERE course_id = courses.id), 0),
    review_count = coalesce((SELECT count(*)::int FROM reviews WHERE course_id = courses.id), 0);
  UPDATE enrolments SET
    attendance_total = figures.total, attendance_present = figures.present, attendance_absent = figures.absent,
    attendance_late = figures.late, attendance_excused = figures.excused,
    lessons_completed = figures.completed, last_activity_at = figures.last_activity
  FROM (
    SELECT enrolment.id,
      coalesce(counted.total, 0) AS total, coalesce(counted.present, 0) AS present,
      coalesce(counted.absent, 0) AS absent, coalesce(counted.late, 0) AS late,
      coalesce(counted.excused, 0) AS excused, coalesce(completed.count, 0) AS completed,
      greatest(completed.last, joined.last) AS last_activity
    FROM enrolments enrolment
    LEFT JOIN (
      SELECT course_id, student_id, count(*)::int AS total,
        (count(*) FILTER (WHERE status = 'present'))::int AS present,
        (count(*) FILTER (WHERE status = 'absent'))::int AS absent,
        (count(*) FILTER (WHERE status = 'late'))::int AS late,
        (count(*) FILTER (WHERE status = 'excused'))::int AS excused
      FROM attendance_records WHERE counted
      GROUP BY course_id, student_id
    ) counted ON counted.course_id = enrolment.course_id AND counted.student_id = enrolment.student_id
    LEFT JOIN (
      SELECT lessons.course_id, completion.student_id, count(*)::int AS count, max(completion.completed_at) AS last
      FROM lesson_completions completion JOIN lessons ON lessons.id = completion.lesson_id
      GROUP BY lessons.course_id, completion.student_id
    ) completed ON completed.course_id = enrolment.course_id AND completed.student_id = enrolment.student_id
    LEFT JOIN (
      SELECT live_classes.course_id, check_in.student_id, max(check_in.joined_at) AS last
      FROM live_class_check_ins check_in JOIN live_classes ON live_classes.id = check_in.live_class_id
      GROUP BY live_classes.course_id, check_in.student_id
    ) joined ON joined.course_id = enrolment.course_id AND joined.student_id = enrolment.student_id
  ) figures
  WHERE figures.id = enrolments.id;
  DELETE FROM course_attendance_days;
  -- Erased students' attendance survives only as anonymised counts; the course figures keep them.
  INSERT INTO course_attendance_days (course_id, date, total, present, absent, late, excused)
  SELECT course_id, date, sum(total)::int, sum(present)::int, sum(absent)::int, sum(late)::int, sum(excused)::int
  FROM (
    SELECT course_id, date, count(*) AS total,
      count(*) FILTER (WHERE status = 'present') AS present, count(*) FILTER (WHERE status = 'absent') AS absent,
      count(*) FILTER (WHERE status = 'late') AS late, count(*) FILTER (WHERE status = 'excused') AS excused
    FROM attendance_records WHERE counted
    GROUP BY course_id, date
    UNION ALL
    SELECT course_id, date, sum(count) AS total,
      coalesce(sum(count) FILTER (WHERE status = 'present'), 0), coalesce(sum(count) FILTER (WHERE status = 'absent'), 0),
      coalesce(sum(count) FILTER (WHERE status = 'late'), 0), coalesce(sum(count) FILTER (WHERE status = 'excused'), 0)
    FROM anonymised_attendance
    GROUP BY course_id, date
  ) parts
  GROUP BY course_id, date;
END $$;

-- An erased student's counted records move into anonymised_attendance before the records go; the
-- course-day summary takes the anonymised counts as they arrive, so its totals never change.
CREATE OR REPLACE FUNCTION summary_anonymised_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int := NEW.count - CASE WHEN TG_OP = 'UPDATE' THEN OLD.count ELSE 0 END;
BEGIN
  PERFORM summary_add_course_day(NEW.course_id, NEW.date, delta,
    CASE WHEN NEW.status = 'present' THEN delta ELSE 0 END, CASE WHEN NEW.status = 'absent' THEN delta ELSE 0 END,
    CASE WHEN NEW.status = 'late' THEN delta ELSE 0 END, CASE WHEN NEW.status = 'excused' THEN delta ELSE 0 END);
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER anonymised_attendance_summary AFTER INSERT OR UPDATE OF count ON anonymised_attendance
FOR EACH ROW EXECUTE FUNCTION summary_anonymised_attendance();

-- Adds p_sign (1 or -1) enrolments of a student with a teacher; a pair at 0 is removed. A null
-- teacher means the course is gone (a cascade): its course's trigger below has taken it out already.
CREATE OR REPLACE FUNCTION summary_add_teacher_student(p_teacher uuid, p_student uuid, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE FUNCTION summary_enrolment_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM summary_add_teacher_student((SELECT instructor_id FROM courses WHERE id = OLD.course_id), OLD.student_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM summary_add_teacher_student((SELECT instructor_id FROM courses WHERE id = NEW.course_id), NEW.student_id, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER enrolments_teacher_students AFTER INSERT OR DELETE ON enrolments
FOR EACH ROW EXECUTE FUNCTION summary_enrolment_teacher();

CREATE OR REPLACE TRIGGER enrolments_teacher_students_move AFTER UPDATE ON enrolments
FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.student_id IS DISTINCT FROM NEW.student_id)
EXECUTE FUNCTION summary_enrolment_teacher();

-- Takes a course's enrolments away from its teacher (p_sign -1) or gives them (1), in one statement.
CREATE OR REPLACE FUNCTION summary_course_teacher_students(p_course uuid, p_teacher uuid, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_students AS pair (teacher_id, student_id, enrolments)
  SELECT p_teacher, student_id, p_sign FROM enrolments WHERE course_id = p_course
  ON CONFLICT (teacher_id, student_id) DO UPDATE SET enrolments = pair.enrolments + excluded.enrolments;
  DELETE FROM teacher_students WHERE teacher_id = p_teacher AND enrolments <= 0;
END $$;

-- Before a course goes its enrolments still exist; the cascade that deletes them then finds no
-- course and leaves the pairs alone.
CREATE OR REPLACE FUNCTION summary_course_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summary_course_teacher_students(OLD.id, OLD.instructor_id, -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM summary_course_teacher_students(NEW.id, NEW.instructor_id, 1);
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;

CREATE OR REPLACE TRIGGER courses_teacher_students_delete BEFORE DELETE ON courses
FOR EACH ROW EXECUTE FUNCTION summary_course_teacher();

CREATE OR REPLACE TRIGGER courses_teacher_students_move AFTER UPDATE OF instructor_id ON courses
FOR EACH ROW WHEN (OLD.instructor_id IS DISTINCT FROM NEW.instructor_id)
EXECUTE FUNCTION summary_course_teacher();

-- The pairs that appear or go move their teachers' counts; every path that changes the pairs
-- (enrolments, a course deleted or handed over) passes through here. Statement-level with the
-- changed rows as a table, so a statement touching many pairs updates each teacher's row once.
CREATE OR REPLACE FUNCTION summary_teacher_student_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_student_counts AS kept (teacher_id, students)
  SELECT teacher_id, count(*)::int FROM added GROUP BY teacher_id
  ON CONFLICT (teacher_id) DO UPDATE SET students = kept.students + excluded.students;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION summary_teacher_student_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teacher_student_counts kept SET students = kept.students - gone.pairs
  FROM (SELECT teacher_id, count(*)::int AS pairs FROM removed GROUP BY teacher_id) gone
  WHERE kept.teacher_id = gone.teacher_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER teacher_students_count_added AFTER INSERT ON teacher_students
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION summary_teacher_student_counts_added();

CREATE OR REPLACE TRIGGER teacher_students_count_removed AFTER DELETE ON teacher_students
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION summary_teacher_student_counts_removed();

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

-- Adds p_sign (1 or -1) courses to a status, category and level.
CREATE OR REPLACE FUNCTION summary_add_catalogue_count(p_status text, p_category text, p_level text, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_course_counts AS kept (status, category, level, courses) VALUES (p_status, p_category, p_level, p_sign)
  ON CONFLICT (status, category, level) DO UPDATE SET courses = kept.courses + excluded.courses;
END $$;

CREATE OR REPLACE FUNCTION summary_course_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM summary_add_catalogue_count(OLD.status, OLD.category, OLD.level, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM summary_add_catalogue_count(NEW.status, NEW.category, NEW.level, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER courses_catalogue_count AFTER INSERT OR DELETE ON courses
FOR EACH ROW EXECUTE FUNCTION summary_course_catalogue();

CREATE OR REPLACE TRIGGER courses_catalogue_count_move AFTER UPDATE OF status, category, level ON courses
FOR EACH ROW WHEN ((OLD.status, OLD.category, OLD.level) IS DISTINCT FROM (NEW.status, NEW.category, NEW.level))
EXECUTE FUNCTION summary_course_catalogue();

-- The counts, recounted from the courses (bulk loads write with triggers off).
CREATE OR REPLACE FUNCTION summary_rebuild_catalogue_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_course_counts;
  INSERT INTO catalogue_course_counts (status, category, level, courses)
  SELECT status, category, level, count(*)::int FROM courses GROUP BY status, category, level;
END $$;
