-- The media library's search now compares comptoir_fold(original_name) (0067): "creme" finds "Crème.png". The plain
-- trigram index of 0007 no longer serves it and gives way to one on the folded expression. Import batches are few per
-- company and searched through their company index: no index for their filename.
DROP INDEX IF EXISTS "media_files_original_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "media_files_original_name_fold_trgm_idx" ON "media_files" USING gin (comptoir_fold("original_name") gin_trgm_ops);
