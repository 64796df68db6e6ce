ALTER TABLE `sessions` ADD `authenticated_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `ip_hash` text;--> statement-breakpoint
CREATE INDEX `bookings_ip_hash_idx` ON `bookings` (`ip_hash`);--> statement-breakpoint
DELETE FROM `idempotency_keys`;
