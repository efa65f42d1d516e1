import { Group, Loader, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { api, errorOf } from "../../lib/api";
import { msg } from "../../lib/message";

/** The file the server prepared, handed to the browser as a download under the server's name. */
async function downloadMyData(): Promise<{ name: string }> {
  const res = (await api.me.data.$get()) as unknown as Response;
  if (!res.ok) throw await errorOf(res);
  const blob = await res.blob();
  const name = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "kinisi-data.json";
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { name };
}

/**
 * 'Download my data': what the file holds, a confirm, a line while the server prepares it, and
 * where it went once it is ready (the server streams one JSON file with everything it holds).
 */
export function MyDataSection() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const download = useFeedbackMutation({
    mutationFn: downloadMyData,
    onSuccess: ({ name }) => msg("account.data.ready", { name }),
    fallback: "account.data.failed",
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t("account.data.text")}</Text>
      <WrapButton
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => setAsking(true)}
      >
        {t("account.data.download")}
      </WrapButton>
      {download.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t("account.data.preparing")}</Text>
        </Group>
      )}
      <FeedbackAlert feedback={download.feedback.current} />
      <ConfirmDialog
        opened={asking}
        title={t("account.data.confirmTitle")}
        message={t("account.data.confirm")}
        confirmLabel={t("account.data.confirmButton")}
        cancelLabel={t("common.cancel")}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          download.run(undefined);
        }}
      />
    </Stack>
  );
}
