-- IF NOT EXISTS: databases of earlier versions have this table, made by the rate limiter itself (same columns).
CREATE TABLE IF NOT EXISTS `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`expire` integer
);
