CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`status` integer,
	`body` text,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
