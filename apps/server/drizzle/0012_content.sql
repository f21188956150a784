CREATE TABLE "content_contributors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bio" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item_contributors" (
	"item_id" text NOT NULL,
	"contributor_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_item_contributors_item_id_contributor_id_pk" PRIMARY KEY("item_id","contributor_id")
);
--> statement-breakpoint
CREATE TABLE "content_item_tags" (
	"item_id" text NOT NULL,
	"tag_slug" text NOT NULL,
	CONSTRAINT "content_item_tags_item_id_tag_slug_pk" PRIMARY KEY("item_id","tag_slug")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"section" text,
	"slug" text,
	"page_type" text,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('article', 'page')),
	CONSTRAINT "content_items_shape_check" CHECK (("content_items"."kind" = 'article' AND "content_items"."section" IS NOT NULL AND "content_items"."slug" IS NOT NULL AND "content_items"."page_type" IS NULL)
        OR ("content_items"."kind" = 'page' AND "content_items"."page_type" IS NOT NULL AND "content_items"."section" IS NULL AND "content_items"."slug" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"item_id" text NOT NULL,
	"lang_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_versions_item_id_lang_id_pk" PRIMARY KEY("item_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"job_title" text NOT NULL,
	"lang_id" text NOT NULL,
	"legal_consent_text" text NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"marketing_consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_up_address" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_address" text,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_item_contributors" ADD CONSTRAINT "content_item_contributors_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_contributors" ADD CONSTRAINT "content_item_contributors_contributor_id_content_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."content_contributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_tag_slug_content_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."content_tags"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_lang_id_languages_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_lang_id_languages_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_item_contributors_contributor_idx" ON "content_item_contributors" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "content_item_tags_tag_idx" ON "content_item_tags" USING btree ("tag_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_article_slug_idx" ON "content_items" USING btree ("section","slug") WHERE "content_items"."kind" = 'article';--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_page_key_idx" ON "content_items" USING btree ("page_type","country") WHERE "content_items"."kind" = 'page';--> statement-breakpoint
CREATE INDEX "content_versions_published_idx" ON "content_versions" USING btree ("lang_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed_at");--> statement-breakpoint
-- The change feed (D78): any change to the content area notifies topic 'content', which drops every process's cached
-- content reads and filled content pages (their title, description and alternates).
CREATE FUNCTION labbench_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM labbench_notify('content');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_items_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_items FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_versions_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_versions FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_tags_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_tags FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_item_tags_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_item_tags FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_contributors_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_contributors FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_item_contributors_change_feed AFTER INSERT OR UPDATE OR DELETE ON content_item_contributors FOR EACH STATEMENT EXECUTE FUNCTION labbench_content_changed();
