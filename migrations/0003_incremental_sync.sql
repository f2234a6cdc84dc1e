-- Incremental sync (issue 14, decision 005): where each collection's sync stands (sync_state),
-- the upload ids that find a changed image's records, and what each run cost (sync_log).
CREATE TABLE `sync_state` (
	`collection` text PRIMARY KEY NOT NULL,
	`cursor_updated_at` text,
	`cursor_id` integer,
	`full_at` text,
	`known_count` integer
);
--> statement-breakpoint
ALTER TABLE `blog_authors` ADD `avatar_id` integer;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `news_articles` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `p2p_authors` ADD `avatar_id` integer;--> statement-breakpoint
ALTER TABLE `p2p_homepage_slides` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `p2p_posts` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `press_releases` ADD `image_id` integer;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `mode` text;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `requests` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `bytes_read` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `rows_written` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `rows_deleted` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sync_log` ADD `peak_heap_bytes` integer;--> statement-breakpoint
ALTER TABLE `team_members` ADD `image_id` integer;