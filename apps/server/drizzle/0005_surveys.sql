CREATE TABLE "survey_answer_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"response_id" text NOT NULL,
	"code" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"edited_by" text,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"response_id" text NOT NULL,
	"code" text NOT NULL,
	"value" jsonb NOT NULL,
	"answered_by" text,
	"link_id" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_response_id_code_pk" PRIMARY KEY("response_id","code")
);
--> statement-breakpoint
CREATE TABLE "survey_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"response_id" text NOT NULL,
	"code" text NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_comments_author_role_check" CHECK ("survey_comments"."author_role" in ('staff', 'lab'))
);
--> statement-breakpoint
CREATE TABLE "survey_definitions" (
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_definitions_category_round_pk" PRIMARY KEY("category","round"),
	CONSTRAINT "survey_definitions_category_check" CHECK ("survey_definitions"."category" in ('CL', 'CLT', 'ML', 'HL', 'BB'))
);
--> statement-breakpoint
CREATE TABLE "survey_input_values" (
	"response_id" text NOT NULL,
	"code" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "survey_input_values_response_id_code_pk" PRIMARY KEY("response_id","code")
);
--> statement-breakpoint
CREATE TABLE "survey_links" (
	"id" text PRIMARY KEY NOT NULL,
	"response_id" text NOT NULL,
	"token" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "survey_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"lab_id" text NOT NULL,
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"survey_status" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"process_state" text DEFAULT 'none' NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position_page" text,
	"position_question" text,
	"validation_comment" text,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_status_check" CHECK ("survey_responses"."status" in ('A', 'P')),
	CONSTRAINT "survey_responses_survey_status_check" CHECK ("survey_responses"."survey_status" in ('A', 'R')),
	CONSTRAINT "survey_responses_process_state_check" CHECK ("survey_responses"."process_state" in ('none', 'queued', 'done'))
);
--> statement-breakpoint
ALTER TABLE "survey_answer_edits" ADD CONSTRAINT "survey_answer_edits_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_edits" ADD CONSTRAINT "survey_answer_edits_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_link_id_survey_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."survey_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_input_values" ADD CONSTRAINT "survey_input_values_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_category_round_survey_definitions_category_round_fk" FOREIGN KEY ("category","round") REFERENCES "public"."survey_definitions"("category","round") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answer_edits_response_idx" ON "survey_answer_edits" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_comments_response_idx" ON "survey_comments" USING btree ("response_id","code");--> statement-breakpoint
CREATE INDEX "survey_links_response_idx" ON "survey_links" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_lab_category_round" ON "survey_responses" USING btree ("lab_id","category","round");--> statement-breakpoint
CREATE INDEX "survey_responses_process_state_idx" ON "survey_responses" USING btree ("process_state");