import type { PersonalDataSource } from "./domain/personal-data";
import { accountPersonalData } from "./features/account/personal-data";
import { activityPersonalData } from "./features/activity/personal-data";
import { closureExtensionsPersonalData } from "./features/booking/closure-extensions/personal-data";
import { bookingPersonalData } from "./features/booking/personal-data";
import { studioSettingsPersonalData } from "./features/booking/settings/personal-data";
import { standingPersonalData } from "./features/booking/standing/personal-data";
import { waitlistPersonalData } from "./features/booking/waitlist/personal-data";
import { calendarPersonalData } from "./features/calendar/personal-data";
import { coachingPersonalData } from "./features/coaching/personal-data";
import { contactPersonalData } from "./features/contact/personal-data";
import { familyPersonalData } from "./features/family/personal-data";
import { guardianConsentPersonalData } from "./features/guardian-consent/personal-data";
import { massMailPersonalData } from "./features/mass-mail/personal-data";
import { membersPersonalData } from "./features/members/personal-data";
import { nutritionPersonalData } from "./features/nutrition/personal-data";
import { packagesPersonalData } from "./features/packages/personal-data";
import { questionnairesPersonalData } from "./features/questionnaires/personal-data";
import { remindersPersonalData } from "./features/reminders/personal-data";
import { studioIdentityPersonalData } from "./features/site/personal-data";
import { staffPersonalData } from "./features/staff/personal-data";
import { workoutsPersonalData } from "./features/workouts/personal-data";
import { mailPersonalData } from "./mail/personal-data";

/**
 * Every feature's personal-data source (`src/server/domain/personal-data.ts`), in the order the export
 * file lists them. A feature that keeps a member's data adds its source here.
 */
export const personalDataSources: PersonalDataSource[] = [
  accountPersonalData,
  membersPersonalData,
  packagesPersonalData,
  bookingPersonalData,
  studioSettingsPersonalData,
  studioIdentityPersonalData,
  staffPersonalData,
  contactPersonalData,
  mailPersonalData,
  questionnairesPersonalData,
  nutritionPersonalData,
  workoutsPersonalData,
  coachingPersonalData,
  massMailPersonalData,
  waitlistPersonalData,
  standingPersonalData,
  closureExtensionsPersonalData,
  guardianConsentPersonalData,
  familyPersonalData,
  calendarPersonalData,
  remindersPersonalData,
  activityPersonalData,
];
