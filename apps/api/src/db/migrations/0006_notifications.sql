CREATE TABLE "class_reminders" (
	"live_class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reminders_live_class_id_student_id_pk" PRIMARY KEY("live_class_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_reminders" ADD CONSTRAINT "class_reminders_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reminders" ADD CONSTRAINT "class_reminders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_reminders_student_idx" ON "class_reminders" USING btree ("student_id");