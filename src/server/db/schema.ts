/** The whole schema, for Drizzle's relational queries and drizzle-kit. */
export * from "./schema/auth";
export * from "./schema/booking";
export * from "./schema/catalogue";
export * from "./schema/members";
export * from "./schema/packages";
export * from "./schema/site";
export * from "./schema/system";
