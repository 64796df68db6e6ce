CREATE TABLE `dead_clicks` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`label` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `label`)
);
--> statement-breakpoint
CREATE TABLE `vital_buckets` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `metric`, `bucket`)
);
