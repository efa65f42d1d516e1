import { STAFF_INVITATION_ERRORS } from "./staff";

/**
 * The error codes of the studio's identity (decision 048): its links, brand colour, texts and logo.
 * A group of `ERROR_CODES` (./index.ts).
 */
export const IDENTITY_ERRORS = [
  "IDENTITY_URL_HTTPS",
  "IDENTITY_LINKS_MAX",
  "IDENTITY_TEXT_TOO_LONG",
  "BRAND_COLOR_FORMAT",
  "BRAND_COLOR_CONTRAST",
  "LOGO_REQUIRED",
  "LOGO_TOO_LARGE",
  "LOGO_TYPE",
  "LOGO_SVG",
  "LOGO_UNREADABLE",
  "LOGO_UPLOAD_FORMAT",
  "LOGO_NOT_FOUND",
  // The owner's first-run answer (start empty or load the example studio) is given once (decision 053).
  "FIRST_RUN_CHOSEN",
] as const;

/** The studio's setting up: its identity's codes and the staff invitations' (decision 051), one group of `ERROR_CODES`. */
export const STUDIO_SETUP_ERRORS = [...IDENTITY_ERRORS, ...STAFF_INVITATION_ERRORS] as const;
