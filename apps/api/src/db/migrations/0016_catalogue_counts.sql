CREATE TABLE "catalogue_course_counts" (
	"status" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"courses" integer NOT NULL,
	CONSTRAINT "catalogue_course_counts_status_category_level_pk" PRIMARY KEY("status","category","level")
);
--> statement-breakpoint
CREATE INDEX "users_teacher_directory_idx" ON "users" USING btree ("name","id") WHERE "users"."role" = 'teacher' and "users"."status" = 'active';
--> statement-breakpoint
-- Adds p_sign (1 or -1) courses to a status, category and level.
CREATE FUNCTION summary_add_catalogue_count(p_status text, p_category text, p_level text, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_course_counts AS kept (status, category, level, courses) VALUES (p_status, p_category, p_level, p_sign)
  ON CONFLICT (status, category, level) DO UPDATE SET courses = kept.courses + excluded.courses;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_course_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM summary_add_catalogue_count(OLD.status, OLD.category, OLD.level, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM summary_add_catalogue_count(NEW.status, NEW.category, NEW.level, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_catalogue_count AFTER INSERT OR DELETE ON courses
FOR EACH ROW EXECUTE FUNCTION summary_course_catalogue();
--> statement-breakpoint
CREATE TRIGGER courses_catalogue_count_move AFTER UPDATE OF status, category, level ON courses
FOR EACH ROW WHEN ((OLD.status, OLD.category, OLD.level) IS DISTINCT FROM (NEW.status, NEW.category, NEW.level))
EXECUTE FUNCTION summary_course_catalogue();
--> statement-breakpoint
-- The counts, recounted from the courses (bulk loads write with triggers off).
CREATE FUNCTION summary_rebuild_catalogue_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_course_counts;
  INSERT INTO catalogue_course_counts (status, category, level, courses)
  SELECT status, category, level, count(*)::int FROM courses GROUP BY status, category, level;
END $$;
--> statement-breakpoint
SELECT summary_rebuild_catalogue_counts();
