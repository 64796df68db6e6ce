CREATE TABLE `audit_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`phone` text,
	`firm_name` text,
	`consent` integer DEFAULT false NOT NULL,
	`audit_id` integer,
	`status` text DEFAULT 'nouveau' NOT NULL,
	`source_page` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`first_response_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`audit_id`) REFERENCES `audit_requests`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `audit_requests` ADD `token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `audit_requests_token_unique` ON `audit_requests` (`token`);