CREATE TABLE `page_images` (
	`imagery_id` integer NOT NULL,
	`slot` text NOT NULL,
	`image_id` integer,
	`image_url` text,
	`image_alt` text,
	`image_width` integer,
	`image_height` integer,
	`image_srcset` text,
	`focal_x` integer,
	`focal_y` integer,
	PRIMARY KEY(`imagery_id`, `slot`)
);
