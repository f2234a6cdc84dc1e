ALTER TABLE `p2p_posts` ADD `challenge_starts_at` text;--> statement-breakpoint
ALTER TABLE `p2p_posts` ADD `challenge_ends_at` text;--> statement-breakpoint
ALTER TABLE `p2p_posts` ADD `blueprint_parts` text DEFAULT '[]' NOT NULL;