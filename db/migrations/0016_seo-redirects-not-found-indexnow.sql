CREATE TABLE `indexnow_pending` (
	`url` text PRIMARY KEY NOT NULL,
	`queued_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `not_found_hits` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`bot_hits` integer DEFAULT 0 NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `not_found_referrers` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `referrer`)
);
--> statement-breakpoint
CREATE TABLE `redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`to_target` text,
	`status` integer NOT NULL,
	`source` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`last_hit_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from_path_unique` ON `redirects` (`from_path`);--> statement-breakpoint
CREATE INDEX `redirects_to_idx` ON `redirects` (`to_target`);