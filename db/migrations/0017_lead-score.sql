ALTER TABLE `audit_leads` ADD `score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `audit_leads` ADD `score_factors` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `score_factors` text;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quiz_leads` ADD `score_factors` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `score_factors` text;