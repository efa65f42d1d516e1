import { Button, FileInput, Stack, Text } from "@mantine/core";
import { IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IMPORT_MAX_LINES, IMPORT_MAX_MB, type ImportReport } from "../../../shared/schemas/member-import";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FeedbackAlert, msg, useFeedback } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { ImportTable } from "./ImportTable";
import { useApplyImport, usePreviewImport } from "./queries";

/**
 * /admin-import: the owner uploads a CSV of members, sees the dry run line by line, then creates
 * the members it found (decision 034). Applying sends the same file again: the server
 * checks it once more in the transaction, so a file changed or applied twice creates nothing twice.
 */
export default function MemberImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const checked = useFeedback({ fallback: "memberImport.checkFailed" });
  const applied = useFeedback({ fallback: "memberImport.applyFailed" });
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const choose = (f: File | null) => {
    setFile(f);
    setReport(null);
    checked.clear();
    applied.clear();
  };
  const check = () => {
    if (!file) return;
    checked.clear();
    applied.clear();
    preview.mutate(file, { onSuccess: setReport, onError: checked.fail });
  };
  const create = async () => {
    if (!file) return;
    applied.clear();
    try {
      const answer = await apply.mutateAsync(file);
      setReport(answer);
      applied.succeed(msg("memberImport.applied", { count: answer.counts.create }));
    } catch (err) {
      applied.fail(err);
    }
  };
  const creates = report && !report.applied ? report.counts.create : 0;
  return (
    <PageShell title={t("memberImport.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <Text size="sm">{t("memberImport.intro")}</Text>
        <Text size="sm" c="gray.7">
          {t("memberImport.limits", { maxMb: IMPORT_MAX_MB, maxLines: IMPORT_MAX_LINES })}{" "}
          {t("memberImport.phoneNote")}
        </Text>
        <FileInput
          label={t("memberImport.file")}
          placeholder={t("memberImport.filePlaceholder")}
          accept=".csv,text/csv,text/plain"
          leftSection={<IconFileTypeCsv size={18} />}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ "aria-label": t("memberImport.clear") }}
        />
        <Button
          onClick={check}
          disabled={!file}
          loading={preview.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("memberImport.check")}
        </Button>
        <FeedbackAlert feedback={checked.current} />
        {report && (
          <>
            <Text fw={600} data-testid="import-summary">
              {t("memberImport.summary", report.counts)}
            </Text>
            <Text size="xs" c="gray.7">
              {t("memberImport.fileRead", {
                encoding: report.encoding.toUpperCase(),
                separator: report.separator,
              })}
            </Text>
            {!report.applied &&
              (creates > 0 ? (
                <ConfirmButton
                  question={t("memberImport.applyConfirm", { count: creates })}
                  onConfirm={create}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("memberImport.apply", { count: creates })}
                </ConfirmButton>
              ) : (
                <Text size="sm">{t("memberImport.nothingToCreate")}</Text>
              ))}
            <FeedbackAlert feedback={applied.current} />
            <ImportTable report={report} />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
