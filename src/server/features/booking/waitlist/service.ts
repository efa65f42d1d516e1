/**
 * The waitlist of a full slot (decision 018), by job: the member's view, joining and
 * leaving (`member.ts`), the promotion when a place frees (`promotion.ts`), the ways a line ends
 * without one (`ending.ts`); what they share in `common.ts`.
 */
export type { SlotRef } from "./common";
export { closeCancelledWaitlist, expireClosedWaitlists, moveWaitlist } from "./ending";
export {
  joinWaitlist,
  leaveWaitlist,
  memberWaitlist,
  myWaitlistPlaces,
  waitingCounts,
  waitlistDate,
} from "./member";
export { fillFreedPlaces, type Promotion, promoteFromWaitlist, promoteSlots } from "./promotion";
