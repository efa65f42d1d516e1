import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { BackupRun, BackupStatus as Status } from "../../../shared/schemas/backups";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { BackupStatus } from "./BackupStatus";
import { backupKeys } from "./queries";

// 01:00 UTC is 03:00 at a studio in Athens in March.
const GOOD: BackupRun = {
  at: "2026-03-10T01:00:00.000Z",
  file: "kinisi-a.dump",
  sizeBytes: 1_500_000,
  ok: true,
};
const FAILED: BackupRun = {
  at: "2026-03-11T01:00:00.000Z",
  file: "kinisi-b.dump",
  sizeBytes: null,
  ok: false,
};
const status = (s: Partial<Status>): Status => ({
  last: GOOD,
  lastGood: GOOD,
  late: false,
  lateHours: 26,
  ...s,
});

const T = {
  gr: {
    last: "Τελευταίο αντίγραφο ασφαλείας: 10 Μαρ 2026, 03:00, 1,5 MB",
    failed: "Το τελευταίο αντίγραφο ασφαλείας, 11 Μαρ 2026, 03:00, απέτυχε.",
    lastGood: "Τελευταίο επιτυχημένο αντίγραφο ασφαλείας: 10 Μαρ 2026, 03:00, 1,5 MB",
    late: "Πέρασαν πάνω από 26 ώρες",
    noneGood: "Κανένα αντίγραφο ασφαλείας δεν έχει πετύχει ακόμη.",
  },
  en: {
    last: "Last backup: 10 Mar 2026, 03:00, 1.5 MB",
    failed: "The last backup, 11 Mar 2026, 03:00, failed.",
    lastGood: "Last good backup: 10 Mar 2026, 03:00, 1.5 MB",
    late: "More than 26 hours have passed",
    noneGood: "No backup has succeeded yet.",
  },
};

async function show(answer: Status, lang: "gr" | "en") {
  stubApi({
    "GET /api/admin/backup-status": answer,
    "GET /api/studio-rules": { ...SPEC_RULES, timeZone: "Europe/Athens" },
  });
  return renderScreen(<BackupStatus />, { lang });
}

describe("the backups' status on the owner's home", () => {
  it.each(["gr", "en"] as const)(
    "shows the last backup's time at the studio and its size (%s)",
    async (lang) => {
      await show(status({}), lang);
      expect(await screen.findByText(T[lang].last)).toBeVisible();
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it.each(["gr", "en"] as const)(
    "warns when the last one failed, naming the last good one (%s)",
    async (lang) => {
      await show(status({ last: FAILED }), lang);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(T[lang].failed);
      expect(alert).toHaveTextContent(T[lang].lastGood);
    },
  );

  it.each(["gr", "en"] as const)(
    "warns when the last good one is late, or there is none (%s)",
    async (lang) => {
      await show(status({ last: FAILED, lastGood: null, late: true }), lang);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(T[lang].noneGood);
      expect(alert).toHaveTextContent(T[lang].late);
    },
  );

  it.each(["gr", "en"] as const)(
    "says nothing where the deployment reports no backups (%s)",
    async (lang) => {
      const { container, client } = await show(status({ last: null, lastGood: null }), lang);
      await waitFor(() => expect(client.getQueryData(backupKeys.status)).toBeDefined());
      expect(screen.queryByText(/backup|αντίγραφ/i)).toBeNull();
      expect(container.querySelector("p, [role=alert]")).toBeNull();
    },
  );
});
