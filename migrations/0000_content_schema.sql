CREATE TABLE `blog_authors` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`avatar_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_authors_slug` ON `blog_authors` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`show_in_nav` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_categories_nav` ON `blog_categories` (`show_in_nav`,`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `blog_featured` (
	`id` integer PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content_html` text DEFAULT '' NOT NULL,
	`body_text` text DEFAULT '' NOT NULL,
	`image_url` text,
	`image_alt` text,
	`tag_slug` text,
	`tag_name` text,
	`author_id` integer,
	`category_id` integer,
	`published_at` text,
	`updated_at` text NOT NULL,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_list` ON `blog_posts` (`is_draft`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_by_category` ON `blog_posts` (`category_id`,`is_draft`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_by_author` ON `blog_posts` (`author_id`,`is_draft`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_by_tag` ON `blog_posts` (`tag_slug`,`is_draft`,`published_at`);--> statement-breakpoint
CREATE TABLE `event_sections` (
	`event_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`event_id`, `position`)
);
--> statement-breakpoint
CREATE TABLE `event_tickets` (
	`id` integer PRIMARY KEY NOT NULL,
	`event_id` integer NOT NULL,
	`name` text NOT NULL,
	`store_sku` text NOT NULL,
	`is_early_bird` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_tickets_by_event` ON `event_tickets` (`event_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text,
	`location` text DEFAULT '' NOT NULL,
	`badge_text` text,
	`image_url` text,
	`image_alt` text,
	`theme_pattern` integer,
	`primary_color` text,
	`secondary_color` text,
	`updated_at` text NOT NULL,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_list` ON `events` (`is_draft`,`starts_at`);--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`entries` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `faqs_slug` ON `faqs` (`slug`);--> statement-breakpoint
CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`url` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`image_url` text,
	`image_alt` text,
	`published_at` text,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_slug` ON `news_articles` (`slug`);--> statement-breakpoint
CREATE INDEX `news_articles_list` ON `news_articles` (`is_draft`,`published_at`);--> statement-breakpoint
CREATE TABLE `p2p_authors` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`avatar_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `p2p_authors_slug` ON `p2p_authors` (`slug`);--> statement-breakpoint
CREATE TABLE `p2p_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`show_in_search` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `p2p_categories_slug` ON `p2p_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `p2p_categories_search` ON `p2p_categories` (`show_in_search`,`name`);--> statement-breakpoint
CREATE TABLE `p2p_homepage_pinned` (
	`id` integer PRIMARY KEY NOT NULL,
	`post1_id` integer,
	`post2_id` integer
);
--> statement-breakpoint
CREATE TABLE `p2p_homepage_slides` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`link_url` text,
	`image_url` text,
	`image_alt` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `p2p_homepage_slides_list` ON `p2p_homepage_slides` (`is_draft`,`sort_order`);--> statement-breakpoint
CREATE TABLE `p2p_post_tags` (
	`post_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`post_id`, `tag_id`)
);
--> statement-breakpoint
CREATE INDEX `p2p_post_tags_by_tag` ON `p2p_post_tags` (`tag_id`,`post_id`);--> statement-breakpoint
CREATE TABLE `p2p_posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content_html` text DEFAULT '' NOT NULL,
	`body_text` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`member_only` integer DEFAULT false NOT NULL,
	`image_url` text,
	`image_alt` text,
	`video_url` text,
	`author_id` integer,
	`category_id` integer,
	`published_at` text,
	`updated_at` text NOT NULL,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `p2p_posts_slug` ON `p2p_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `p2p_posts_list` ON `p2p_posts` (`is_draft`,`published_at`);--> statement-breakpoint
CREATE INDEX `p2p_posts_by_category` ON `p2p_posts` (`category_id`,`is_draft`,`published_at`);--> statement-breakpoint
CREATE INDEX `p2p_posts_by_author` ON `p2p_posts` (`author_id`,`is_draft`,`published_at`);--> statement-breakpoint
CREATE TABLE `p2p_sharing_tips` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`body_html` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `p2p_sharing_tips_list` ON `p2p_sharing_tips` (`sort_order`);--> statement-breakpoint
CREATE TABLE `p2p_tags` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `p2p_tags_slug` ON `p2p_tags` (`slug`);--> statement-breakpoint
CREATE TABLE `press_releases` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`content_html` text DEFAULT '' NOT NULL,
	`image_url` text,
	`image_alt` text,
	`published_at` text,
	`is_draft` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `press_releases_slug` ON `press_releases` (`slug`);--> statement-breakpoint
CREATE INDEX `press_releases_list` ON `press_releases` (`is_draft`,`published_at`);--> statement-breakpoint
CREATE TABLE `sync_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`collection` text NOT NULL,
	`trigger` text NOT NULL,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`finished_at` text,
	`status` text NOT NULL,
	`fetched` integer DEFAULT 0 NOT NULL,
	`changed` integer DEFAULT 0 NOT NULL,
	`deleted` integer DEFAULT 0 NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `sync_log_by_collection` ON `sync_log` (`collection`,`id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`photo_url` text
);
--> statement-breakpoint
CREATE INDEX `team_members_by_name` ON `team_members` (`last_name`,`first_name`);--> statement-breakpoint
CREATE INDEX `team_members_by_category` ON `team_members` (`category`,`last_name`,`first_name`);