CREATE TABLE "answer_import_rows" (
	"import_id" text NOT NULL,
	"row" integer NOT NULL,
	"lab_id" text,
	"lab_code" text,
	"answers" jsonb,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "answer_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "answer_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"total_rows" integer NOT NULL,
	"received_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"written_rows" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "answer_imports_status_check" CHECK ("answer_imports"."status" in ('checking', 'ready', 'refused', 'completed')),
	CONSTRAINT "answer_imports_file_type_check" CHECK ("answer_imports"."file_type" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "answer_import_rows" ADD CONSTRAINT "answer_import_rows_import_id_answer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."answer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_imports" ADD CONSTRAINT "answer_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_imports" ADD CONSTRAINT "answer_imports_category_round_survey_definitions_category_round_fk" FOREIGN KEY ("category","round") REFERENCES "public"."survey_definitions"("category","round") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_import_rows_lab_idx" ON "answer_import_rows" USING btree ("import_id","lab_id");--> statement-breakpoint
CREATE INDEX "answer_imports_updated_at_idx" ON "answer_imports" USING btree ("updated_at");