-- The largest class is a studio setting (classCapacityMax, the spec's 12 by default; decision 029): the
-- tables keep only its bound, 200 places, and the timetable's writes check the setting.
ALTER TABLE "pilates_class_changes" DROP CONSTRAINT "pilates_class_changes_capacity_range";--> statement-breakpoint
ALTER TABLE "pilates_classes" DROP CONSTRAINT "pilates_classes_capacity_range";--> statement-breakpoint
ALTER TABLE "pilates_class_changes" ADD CONSTRAINT "pilates_class_changes_capacity_range" CHECK ("pilates_class_changes"."capacity" is null or "pilates_class_changes"."capacity" between 0 and 200);--> statement-breakpoint
ALTER TABLE "pilates_classes" ADD CONSTRAINT "pilates_classes_capacity_range" CHECK ("pilates_classes"."capacity" between 1 and 200);