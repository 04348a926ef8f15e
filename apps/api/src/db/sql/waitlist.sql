-- The current definition of every SQL function and trigger of this area, applied after the migrations
-- whenever a file of src/db/sql/ changes (src/db/sql-source.ts). Every statement must be able to run
-- again: CREATE OR REPLACE, and DROP ... IF EXISTS for one that goes. To change one: edit it here.
--
-- The waitlist's backstops behind the course row lock every seat change takes (docs/product.md §4).

-- Backstops behind the course row lock that every seat change takes (docs/product.md §4): nobody
-- waits for a course they are enrolled in, and an enrolment takes its student off the waitlist.
CREATE OR REPLACE FUNCTION waitlist_refuse_enrolled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM enrolments WHERE course_id = NEW.course_id AND student_id = NEW.student_id) THEN
    RAISE EXCEPTION 'the student is already enrolled in this course'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'waitlist_entries_not_enrolled';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER waitlist_entries_not_enrolled BEFORE INSERT OR UPDATE ON waitlist_entries
FOR EACH ROW EXECUTE FUNCTION waitlist_refuse_enrolled();

CREATE OR REPLACE FUNCTION waitlist_leave_on_enrolment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM waitlist_entries WHERE course_id = NEW.course_id AND student_id = NEW.student_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER enrolments_leave_waitlist AFTER INSERT OR UPDATE ON enrolments
FOR EACH ROW EXECUTE FUNCTION waitlist_leave_on_enrolment();
