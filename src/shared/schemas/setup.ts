import { z } from "zod";

/** The owner's first steps (decision 051), in the order the checklist shows them. */
export const SETUP_STEPS = [
  "identity",
  "rules",
  "schedules",
  "packages",
  "staff",
  "members",
  "site",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Each step done or not, as the data says (never a click on the list). */
export const setupChecklistSchema = z.object(
  Object.fromEntries(SETUP_STEPS.map((s) => [s, z.boolean()])) as Record<SetupStep, z.ZodBoolean>,
);
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
