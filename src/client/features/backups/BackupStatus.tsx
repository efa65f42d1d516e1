import { Alert, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { dateFormat, numberFormat } from "../../../shared/intl";
import type { BackupRun } from "../../../shared/schemas/backups";
import { dateLocale } from "../../lib/lang";
import { useStudioZone } from "../../lib/studioRules";
import { backupStatusQuery } from "./queries";

/** A file's size in the unit people read it in (decimal units, as the disk tools show them). */
function sizeText(bytes: number, locale: string): string {
  const [unit, divisor] =
    bytes >= 1e9
      ? (["gigabyte", 1e9] as const)
      : bytes >= 1e6
        ? (["megabyte", 1e6] as const)
        : (["kilobyte", 1e3] as const);
  return numberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(bytes / divisor);
}

/**
 * The last backup on the owner's home: its time at the studio and its size, a warning when it failed
 * or is older than the deployment's nightly rhythm allows; nothing where the deployment reports no
 * backups (or the read fails: the home works without it).
 */
export function BackupStatus() {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone();
  const status = useQuery(backupStatusQuery).data;
  if (!status?.last) return null;
  const locale = dateLocale(i18n.language);
  const when = (r: BackupRun) =>
    dateFormat(locale, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone: zone }).format(
      new Date(r.at),
    );
  const good = status.lastGood;
  const goodText = (key: "last" | "lastGood") =>
    good && t(`backups.${key}`, { at: when(good), size: sizeText(good.sizeBytes ?? 0, locale) });
  if (status.last.ok && !status.late) {
    return (
      <Text size="sm" c="dimmed">
        {goodText("last")}
      </Text>
    );
  }
  return (
    <Alert
      color="orange"
      role="alert"
      title={t(status.last.ok ? "backups.lateTitle" : "backups.failedTitle")}
    >
      {!status.last.ok && <Text size="sm">{t("backups.failed", { at: when(status.last) })}</Text>}
      <Text size="sm">{goodText("lastGood") || t("backups.noneGood")}</Text>
      {status.late && <Text size="sm">{t("backups.late", { hours: status.lateHours })}</Text>}
    </Alert>
  );
}
