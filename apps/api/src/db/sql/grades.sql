-- Stored course grades (course_grades) are computed by the application from the gradebook
-- (modules/gradebook/stored-grades.ts), which reads and recomputes the courses noted here first. Every
-- write to a gradebook input notes its course in the transaction of the write, so a reader after its
-- commit sees the note. A course already noted costs no lock (ON CONFLICT DO NOTHING on a committed row).

CREATE OR REPLACE FUNCTION grades_note_course(p_course uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO grade_changes (course_id) SELECT p_course WHERE p_course IS NOT NULL ON CONFLICT DO NOTHING
$$;

-- Rows holding course_id themselves. (OLD and NEW are read only in the operations that have them.)
CREATE OR REPLACE FUNCTION grades_changed_course_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM grades_note_course(NEW.course_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM grades_note_course(OLD.course_id);
  ELSE
    PERFORM grades_note_course(OLD.course_id);
    IF NEW.course_id IS DISTINCT FROM OLD.course_id THEN PERFORM grades_note_course(NEW.course_id); END IF;
  END IF;
  RETURN NULL;
END $$;

-- Rows of a test (by quiz_id). In a cascade from the test's deletion the test is gone: it noted itself.
CREATE OR REPLACE FUNCTION grades_changed_test_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM grades_note_course((SELECT course_id FROM quizzes WHERE id = OLD.quiz_id));
  ELSE
    PERFORM grades_note_course((SELECT course_id FROM quizzes WHERE id = NEW.quiz_id));
  END IF;
  RETURN NULL;
END $$;

-- Submissions (by assignment_id), likewise.
CREATE OR REPLACE FUNCTION grades_changed_submission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM grades_note_course((SELECT course_id FROM assignments WHERE id = OLD.assignment_id));
  ELSE
    PERFORM grades_note_course((SELECT course_id FROM assignments WHERE id = NEW.assignment_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER assignments_grades AFTER INSERT OR UPDATE OR DELETE ON assignments
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
CREATE OR REPLACE TRIGGER quizzes_grades AFTER INSERT OR UPDATE OR DELETE ON quizzes
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
-- A pool's nominal points are the mean of the course's questions with its tag.
CREATE OR REPLACE TRIGGER questions_grades AFTER INSERT OR DELETE OR UPDATE OF points, tags, course_id ON questions
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
CREATE OR REPLACE TRIGGER course_scores_grades AFTER INSERT OR UPDATE OR DELETE ON course_scores
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
CREATE OR REPLACE TRIGGER gradebook_settings_grades AFTER INSERT OR UPDATE OR DELETE ON gradebook_settings
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
CREATE OR REPLACE TRIGGER gradebook_categories_grades AFTER INSERT OR UPDATE OR DELETE ON gradebook_categories
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
-- A new enrolment needs its grade; a removed one takes its grade with it.
CREATE OR REPLACE TRIGGER enrolments_grades AFTER INSERT ON enrolments
FOR EACH ROW EXECUTE FUNCTION grades_changed_course_row();
CREATE OR REPLACE TRIGGER assignment_submissions_grades AFTER INSERT OR UPDATE OR DELETE ON assignment_submissions
FOR EACH ROW EXECUTE FUNCTION grades_changed_submission();
CREATE OR REPLACE TRIGGER quiz_questions_grades AFTER INSERT OR UPDATE OR DELETE ON quiz_questions
FOR EACH ROW EXECUTE FUNCTION grades_changed_test_row();
CREATE OR REPLACE TRIGGER quiz_pools_grades AFTER INSERT OR UPDATE OR DELETE ON quiz_pools
FOR EACH ROW EXECUTE FUNCTION grades_changed_test_row();
-- Only a submitted attempt is a mark: starting one and saving answers change no grade.
CREATE OR REPLACE TRIGGER quiz_attempts_grades AFTER DELETE OR UPDATE OF submitted_at, score, pending_marking ON quiz_attempts
FOR EACH ROW EXECUTE FUNCTION grades_changed_test_row();
