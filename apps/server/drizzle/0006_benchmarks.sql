CREATE TABLE "benchmark_entries" (
	"response_id" text PRIMARY KEY NOT NULL,
	"lab_id" text NOT NULL,
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"size" text,
	"hospital_size" text,
	"lab_type" text,
	"accreditation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benchmark_peer_groups" (
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"peer_key" text NOT NULL,
	"n" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_peer_groups_category_round_peer_key_pk" PRIMARY KEY("category","round","peer_key")
);
--> statement-breakpoint
CREATE TABLE "benchmark_stats" (
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"peer_key" text NOT NULL,
	"kpi_code" text NOT NULL,
	"n" integer NOT NULL,
	"percentiles" double precision[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_stats_category_round_peer_key_kpi_code_pk" PRIMARY KEY("category","round","peer_key","kpi_code")
);
--> statement-breakpoint
CREATE TABLE "benchmark_values" (
	"response_id" text NOT NULL,
	"kpi_code" text NOT NULL,
	"category" text NOT NULL,
	"round" integer NOT NULL,
	"value" double precision NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"size" text,
	"hospital_size" text,
	"lab_type" text,
	"accreditation" text,
	CONSTRAINT "benchmark_values_response_id_kpi_code_pk" PRIMARY KEY("response_id","kpi_code")
);
--> statement-breakpoint
CREATE TABLE "report_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"lab_id" text NOT NULL,
	"request" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_grants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "report_grants_expiry_check" CHECK ("report_grants"."expires_at" > "report_grants"."created_at")
);
--> statement-breakpoint
ALTER TABLE "benchmark_entries" ADD CONSTRAINT "benchmark_entries_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_entries" ADD CONSTRAINT "benchmark_entries_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_values" ADD CONSTRAINT "benchmark_values_response_id_benchmark_entries_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."benchmark_entries"("response_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_grants" ADD CONSTRAINT "report_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_grants" ADD CONSTRAINT "report_grants_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benchmark_entries_lab_idx" ON "benchmark_entries" USING btree ("lab_id","category");--> statement-breakpoint
CREATE INDEX "benchmark_entries_category_round_index" ON "benchmark_entries" USING btree ("category","round");--> statement-breakpoint
CREATE INDEX "benchmark_values_scan_idx" ON "benchmark_values" USING btree ("category","round","kpi_code");