import type { StudioRules } from "../../shared/domain/studio-rules";

/**
 * The locale key of each studio rule's name as the settings screen labels it: the settings screen
 * names a refused field with it, and the activity log a changed rule.
 */
export const RULE_LABELS: Record<keyof StudioRules, string> = {
  hours: "settings.hours",
  slotMinutes: "settings.slotMinutes",
  minutesStep: "settings.minutesStep",
  defaultCapacity: "settings.defaultCapacity",
  classCapacityMax: "settings.classCapacityMax",
  bookingCutoffMinutes: "settings.bookingCutoff",
  cancelCutoffMinutes: "settings.cancelCutoff",
  maxActiveBookings: "settings.maxActive",
  activeAcrossSchedules: "settings.across",
  noShowForfeits: "settings.noShowForfeits",
  waitlistCloseMinutes: "settings.waitlistClose",
  lateWindowHours: "settings.lateWindowHours",
  reminderTime: "settings.reminderTime",
  quietHours: "settings.quietHours",
  activityRetentionDays: "settings.activityRetentionDays",
  standingHorizonDays: "standing.horizon",
  timeZone: "settings.timeZone",
  minimumAge: "settings.minimumAge",
  consentAge: "settings.consentAge",
};

/** Whether a key names a studio rule (an activity entry's field, a form's path). */
export const isRuleKey = (key: string): key is keyof StudioRules => Object.hasOwn(RULE_LABELS, key);
