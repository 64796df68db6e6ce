ALTER TABLE `blog_posts` ADD `focus_keyword` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` integer;