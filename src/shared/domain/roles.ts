/**
 * The studio's roles and what each may do (decision 036): the one role table. The server's
 * guards, the OpenAPI document (`x-access`, `x-roles`), the access tests and the client's screens all
 * read it; an operation names the capability it needs, never a role.
 */

/** "user" is a member (the name Better Auth gives an account without a role). */
export const ROLES = ["user", "owner", "trainer", "desk"] as const;
export type Role = (typeof ROLES)[number];

/** The roles that assign and remove: every role but member's. */
export const STAFF_ROLES = ["owner", "trainer", "desk"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each capability and the staff roles that hold it. The owner holds every one.
 * - coaching: nutrition plans and their users, workout programs, the exercise library, the coach's screens
 * - health: questionnaires with their health answers and readiness flags
 * - day: the day's table (names and bookings), check-in, the member picker
 * - attendance: the attendance statistics
 * - desk: bookings and cancellations made for members and guests, the contact messages
 * - credits: the members list with balances, a member's ledger, ± a session, the day's session check
 * - balances: a member's balances and expiry dates set by hand
 * - packages: package requests (approve, reject: the desk takes the money)
 * - settings: studio rules, schedules, timetable, closures, capacity, prices and packages, the site
 * - people: roles, deactivation, importing members
 * - mail: mass e-mail and the automatic reminders
 * - export: a member's data and the exports' record
 * - erase: account erasure (deactivation)
 * - report: the owner's report and drifting lists
 * - activity: the staff activity log
 */
export const CAPABILITIES = {
  coaching: ["owner", "trainer"],
  health: ["owner", "trainer"],
  day: ["owner", "trainer", "desk"],
  attendance: ["owner", "trainer"],
  desk: ["owner", "desk"],
  credits: ["owner", "desk"],
  balances: ["owner"],
  packages: ["owner", "desk"],
  settings: ["owner"],
  people: ["owner"],
  mail: ["owner"],
  export: ["owner"],
  erase: ["owner"],
  report: ["owner"],
  activity: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaff(role: Role | null | undefined): role is StaffRole {
  return role != null && role !== "user";
}

export function isCapability(value: unknown): value is Capability {
  return typeof value === "string" && Object.hasOwn(CAPABILITIES, value);
}

/** Whether a role holds a capability. */
export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly string[]).includes(role);
}

/** The roles that hold a capability. */
export function rolesWith(capability: Capability): StaffRole[] {
  return [...CAPABILITIES[capability]];
}
