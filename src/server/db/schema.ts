/** The whole schema, for Drizzle's relational queries and drizzle-kit. */
export * from "./schema/account";
export * from "./schema/attendance";
export * from "./schema/auth";
export * from "./schema/booking";
export * from "./schema/calendar";
export * from "./schema/catalogue";
export * from "./schema/closure-extensions";
export * from "./schema/mass-mail";
export * from "./schema/members";
export * from "./schema/nutrition";
export * from "./schema/packages";
export * from "./schema/pilates";
export * from "./schema/questionnaires";
export * from "./schema/site";
export * from "./schema/system";
export * from "./schema/waitlist";
export * from "./schema/workouts";
