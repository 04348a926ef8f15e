CREATE TABLE "fee_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_number" integer,
	"corrects_id" uuid,
	"refunds_id" uuid,
	"provider" text,
	"provider_ref" text,
	CONSTRAINT "fee_ledger_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "fee_ledger_kind_check" CHECK ("fee_ledger"."kind" in ('payment', 'refund', 'correction')),
	CONSTRAINT "fee_ledger_method_check" CHECK ("fee_ledger"."method" in ('cash', 'upi', 'bank_transfer', 'cheque', 'online')),
	CONSTRAINT "fee_ledger_sign_check" CHECK (("fee_ledger"."kind" = 'payment' and "fee_ledger"."amount_minor" > 0 and "fee_ledger"."receipt_number" is not null) or ("fee_ledger"."kind" = 'refund' and "fee_ledger"."amount_minor" < 0 and "fee_ledger"."refunds_id" is not null and "fee_ledger"."receipt_number" is null) or ("fee_ledger"."kind" = 'correction' and "fee_ledger"."amount_minor" <> 0 and "fee_ledger"."corrects_id" is not null and "fee_ledger"."receipt_number" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_reminders" (
	"instalment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_reminders_instalment_id_kind_pk" PRIMARY KEY("instalment_id","kind"),
	CONSTRAINT "fee_reminders_kind_check" CHECK ("fee_reminders"."kind" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "invoice_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "invoice_instalments_seq_unique" UNIQUE("invoice_id","seq"),
	CONSTRAINT "invoice_instalments_amount_check" CHECK ("invoice_instalments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"course_id" uuid,
	"course_title" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"access_after_payment" boolean NOT NULL,
	"seat_held_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_minor" > 0),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_minor" between 0 and "invoices"."total_minor"),
	CONSTRAINT "invoices_refunded_check" CHECK ("invoices"."refunded_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_amount_check" CHECK ("payment_checkouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"requested_by" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"refund_entry_id" uuid,
	CONSTRAINT "refund_requests_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "refund_requests_state_check" CHECK ("refund_requests"."state" in ('requested', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instalments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "access_after_payment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_corrects_id_fee_ledger_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."fee_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_refunds_id_fee_ledger_id_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."fee_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_instalment_id_invoice_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."invoice_instalments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_instalments" ADD CONSTRAINT "invoice_instalments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_fee_ledger_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_entry_id_fee_ledger_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."fee_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_provider_ref_idx" ON "fee_ledger" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "fee_ledger_invoice_idx" ON "fee_ledger" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_recorded_at_idx" ON "fee_ledger" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "invoice_instalments_due_idx" ON "invoice_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_running_idx" ON "invoices" USING btree ("student_id","course_id") WHERE "invoices"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_student_idx" ON "invoices" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "invoices_course_idx" ON "invoices" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session_idx" ON "payment_checkouts" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "refund_requests_state_idx" ON "refund_requests" USING btree ("state","requested_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export.requested', 'account.erased', 'account.erased_by_admin', 'settings.two_step_required', 'settings.two_step_optional', 'account.created_by_admin', 'account.invited', 'account.role_changed', 'account.status_changed', 'announcement.deleted_by_admin', 'announcement_comment.deleted_by_admin', 'conversation_report.closed', 'assignment_grade.changed_by_admin', 'quiz_mark.changed_by_admin', 'gradebook.changed_by_admin', 'guardian.linked', 'guardian.link_ended', 'fee.payment_recorded', 'fee.entry_corrected', 'fee.refund_approved', 'fee.refund_declined', 'fee.refund_given'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instalments_check" CHECK ("courses"."instalments" between 1 and 12);