-- The class timetable serves every class schedule: its tables, constraints and indexes are renamed
-- in place, so every row stays; a class names its schedule (no schedule is assumed).
ALTER TABLE "pilates_class_changes" RENAME TO "class_changes";--> statement-breakpoint
ALTER TABLE "pilates_classes" RENAME TO "classes";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_pkey" TO "classes_pkey";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_weekday_range" TO "classes_weekday_range";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_time_format" TO "classes_time_format";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_minutes_range" TO "classes_minutes_range";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_capacity_range" TO "classes_capacity_range";--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "pilates_classes_schedule_schedules_key_fk" TO "classes_schedule_schedules_key_fk";--> statement-breakpoint
ALTER INDEX "pilates_classes_schedule_weekday_time_uq" RENAME TO "classes_schedule_weekday_time_uq";--> statement-breakpoint
ALTER TABLE "class_changes" RENAME CONSTRAINT "pilates_class_changes_class_id_date_pk" TO "class_changes_class_id_date_pk";--> statement-breakpoint
ALTER TABLE "class_changes" RENAME CONSTRAINT "pilates_class_changes_time_format" TO "class_changes_time_format";--> statement-breakpoint
ALTER TABLE "class_changes" RENAME CONSTRAINT "pilates_class_changes_capacity_range" TO "class_changes_capacity_range";--> statement-breakpoint
ALTER TABLE "class_changes" RENAME CONSTRAINT "pilates_class_changes_class_id_pilates_classes_id_fk" TO "class_changes_class_id_classes_id_fk";--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "schedule" DROP DEFAULT;
