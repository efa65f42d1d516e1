/**
 * The roots of the query keys that more than one feature reads or changes. A feature's own keys
 * live in its `queries.ts` as a key factory built on its root; a mutation invalidates every root
 * whose data it changes (a booking changes the member's day and their account, for example).
 */
export const queryRoots = {
  /** The signed-in user (`/api/me`). */
  me: ["me"] as const,
  /** The member's own account: balances, expiries, package, ledger. */
  account: ["me", "account"] as const,
  /** Members as the desk sees them (active clients, a member's details): packages and bookings change them. */
  members: ["members"] as const,
  /** Public site settings. */
  site: ["site"] as const,
} as const;
