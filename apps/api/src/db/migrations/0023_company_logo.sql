ALTER TABLE "companies" ADD COLUMN "logo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_media_id_media_files_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;