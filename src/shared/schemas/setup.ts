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

/** The owner's first-run answer (decision 053): asked until given, then given once. */
export const FIRST_RUN_CHOICES = ["empty", "example"] as const;
export const firstRunChoiceSchema = z.object({ choice: z.enum(FIRST_RUN_CHOICES) });

/** Each step done or not, as the data says (never a click on the list), and the first-run answer. */
export const setupChecklistSchema = z
  .object(Object.fromEntries(SETUP_STEPS.map((s) => [s, z.boolean()])) as Record<SetupStep, z.ZodBoolean>)
  .extend({ start: z.enum(["ask", ...FIRST_RUN_CHOICES]) });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
