DROP INDEX `outbox_recipient_idx`;--> statement-breakpoint
CREATE INDEX `outbox_visitor_recipient_idx` ON `outbox` (`recipient`,`created_at`) WHERE audience = 'visitor' AND status <> 'skipped';