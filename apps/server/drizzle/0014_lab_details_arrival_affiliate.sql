ALTER TABLE "labs" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "classification" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "size_class" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "beds" integer;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "caho_accredited" boolean;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "rexis_no" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "survey_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "arrival_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_affiliate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_consultant" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_regional_contact" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_internal_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_from" text;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_classification_check" CHECK ("labs"."classification" in ('hospital', 'private', 'public', 'academic', 'other'));--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_size_class_check" CHECK ("labs"."size_class" in ('small', 'medium', 'large'));