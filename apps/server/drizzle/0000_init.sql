CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"langs" text[] NOT NULL,
	"default_language" text NOT NULL,
	"alpha_code" text NOT NULL,
	"site_location" text DEFAULT 'apac' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_local" text,
	"branch" text,
	"department" text,
	"lab_code" text,
	"country_code" text NOT NULL,
	"state" text,
	"status" text DEFAULT 'P' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_lab_code_unique" UNIQUE("lab_code"),
	CONSTRAINT "labs_status_check" CHECK ("labs"."status" in ('A', 'P'))
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_in_english" text NOT NULL,
	"survey_code" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "survey_types" (
	"code" text PRIMARY KEY NOT NULL,
	"act_code" text NOT NULL,
	"name" text NOT NULL,
	"name_code" text NOT NULL,
	"navigation_url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang_id" text NOT NULL,
	"translate_key" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"action" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_log_action_check" CHECK ("translation_log"."action" in ('I', 'U', 'D'))
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"lang_id" text NOT NULL,
	"translate_key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_lang_id_translate_key_pk" PRIMARY KEY("lang_id","translate_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"user_type" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"lab_id" text,
	"job_title" text,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"is_social_media_user" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_download_btn" boolean DEFAULT false NOT NULL,
	"view_english_trans_btn" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"force_change_password" boolean DEFAULT false NOT NULL,
	"password_expires_at" timestamp with time zone,
	"preregister_user" boolean DEFAULT false NOT NULL,
	"pre_reg_status" text DEFAULT 'complete' NOT NULL,
	"force_update_profile" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('internal', 'external', 'contentreader', 'distributor')),
	CONSTRAINT "users_pre_reg_status_check" CHECK ("users"."pre_reg_status" in ('incomplete', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_language_languages_id_fk" FOREIGN KEY ("default_language") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_log" ADD CONSTRAINT "translation_log_lang_id_languages_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_log" ADD CONSTRAINT "translation_log_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_lang_id_languages_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_languages_id_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");