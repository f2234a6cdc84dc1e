-- Overlapping runs and syncs that span invocations (issues 24 and 27, decisions 040 and 041):
-- when each record's copy was read (sync_versions, with a trigger that refuses an older read),
-- a sync continued by the next run (sync_jobs), and the D1 calls each run made (sync_log).
CREATE TABLE `sync_jobs` (
	`collection` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`started_at` text NOT NULL,
	`state` text NOT NULL,
	`holder` text,
	`held_until` text
);
--> statement-breakpoint
CREATE TABLE `sync_versions` (
	`scope` text NOT NULL,
	`record_id` integer NOT NULL,
	`read_at` text NOT NULL,
	`gone` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`scope`, `record_id`)
);
--> statement-breakpoint
ALTER TABLE `sync_log` ADD `d1_queries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `sync_versions_keep_newer` BEFORE UPDATE ON `sync_versions`
WHEN NEW.read_at < OLD.read_at
BEGIN
  SELECT RAISE(ABORT, 'sync_versions: a copy read before the stored one');
END;
