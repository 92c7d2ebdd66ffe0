ALTER TABLE "testimonials" DROP COLUMN "is_published";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "sort_order";