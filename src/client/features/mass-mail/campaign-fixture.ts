import type { Campaign } from "../../../shared/schemas/mass-mail";

/** A finished campaign of ten, for the tests; `o` changes what a test is about. */
export const campaign = (o: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  subject: "",
  audience: "all",
  days: null,
  status: "done",
  createdAt: "2026-11-25T10:00:00.000Z",
  finishedAt: "2026-11-25T10:01:00.000Z",
  total: 10,
  sent: 0,
  failed: 0,
  skipped: 0,
  waiting: 0,
  failedAddresses: [],
  failedMore: 0,
  failureReason: null,
  ...o,
});
