CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_start` integer NOT NULL,
	`slot_end` integer NOT NULL,
	`token_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`firm_name` text NOT NULL,
	`message` text,
	`consent` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'rdv' NOT NULL,
	`source_page` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`first_response_at` integer,
	`linked_lead_kind` text,
	`linked_lead_id` integer,
	`sequence` integer DEFAULT 0 NOT NULL,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_token_hash_unique` ON `bookings` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_active_slot_idx` ON `bookings` (`slot_start`) WHERE cancelled_at IS NULL;--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`email`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `not_before` integer;