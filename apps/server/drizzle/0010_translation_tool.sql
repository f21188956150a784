CREATE TABLE "texts_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "texts_version_single_row" CHECK ("texts_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "translation_reviews" (
	"lang_id" text NOT NULL,
	"translate_key" text NOT NULL,
	"note" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "translation_reviews_lang_id_translate_key_pk" PRIMARY KEY("lang_id","translate_key")
);
--> statement-breakpoint
ALTER TABLE "translation_reviews" ADD CONSTRAINT "translation_reviews_lang_id_languages_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reviews" ADD CONSTRAINT "translation_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_log_key_idx" ON "translation_log" USING btree ("translate_key","lang_id","changed_at");--> statement-breakpoint
INSERT INTO "texts_version" ("id", "version") VALUES (1, 1);
