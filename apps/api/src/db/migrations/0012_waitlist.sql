CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "waitlist_entries_course_student_unique" UNIQUE("course_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_course_order_idx" ON "waitlist_entries" USING btree ("course_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_student_id_idx" ON "waitlist_entries" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_enrolment_capacity_check" CHECK ("courses"."enrolment_count" <= "courses"."max_students");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('waitlist_promoted', 'waitlist_closed', 'class_scheduled', 'class_changed', 'class_cancelled', 'class_starting', 'low_attendance', 'new_review', 'contact_message', 'at_risk_students'));--> statement-breakpoint
-- Backstops behind the course row lock that every seat change takes (docs/product.md §4): nobody
-- waits for a course they are enrolled in, and an enrolment takes its student off the waitlist.
CREATE FUNCTION waitlist_refuse_enrolled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM enrolments WHERE course_id = NEW.course_id AND student_id = NEW.student_id) THEN
    RAISE EXCEPTION 'the student is already enrolled in this course'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'waitlist_entries_not_enrolled';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER waitlist_entries_not_enrolled BEFORE INSERT OR UPDATE ON waitlist_entries
FOR EACH ROW EXECUTE FUNCTION waitlist_refuse_enrolled();
--> statement-breakpoint
CREATE FUNCTION waitlist_leave_on_enrolment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM waitlist_entries WHERE course_id = NEW.course_id AND student_id = NEW.student_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrolments_leave_waitlist AFTER INSERT OR UPDATE ON enrolments
FOR EACH ROW EXECUTE FUNCTION waitlist_leave_on_enrolment();
