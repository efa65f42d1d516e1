/** The error codes of staff invitations (decision 051). A group of `ERROR_CODES` (./index.ts). */
export const STAFF_INVITATION_ERRORS = [
  "INVITATION_ACCOUNT_EXISTS",
  "INVITATION_NOT_FOUND",
  "INVITATION_EXPIRED",
  "INVITATION_WITHDRAWN",
  "INVITATION_USED",
] as const;
