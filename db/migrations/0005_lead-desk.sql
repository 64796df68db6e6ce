CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`text` text NOT NULL,
	`author_id` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_kind`,`lead_id`);--> statement-breakpoint
CREATE TABLE `lead_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_status_changes_lead_idx` ON `lead_status_changes` (`lead_kind`,`lead_id`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `status` text DEFAULT 'nouveau' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `first_response_at` integer;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `status` text DEFAULT 'nouveau' NOT NULL;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `first_response_at` integer;