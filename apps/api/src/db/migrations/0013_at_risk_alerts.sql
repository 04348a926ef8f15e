CREATE TABLE "at_risk_digests" (
	"teacher_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"students" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "at_risk_digests_teacher_id_iso_week_pk" PRIMARY KEY("teacher_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "at_risk_below_percent" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "at_risk_missed_classes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "at_risk_digests" ADD CONSTRAINT "at_risk_digests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_at_risk_below_percent_check" CHECK ("courses"."at_risk_below_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_at_risk_missed_classes_check" CHECK ("courses"."at_risk_missed_classes" between 1 and 20);