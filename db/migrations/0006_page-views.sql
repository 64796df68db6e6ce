CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
