import { Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** 'Download my data': the server streams one JSON file (an attachment) with everything it holds. */
export function MyDataSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t("account.data.text")}</Text>
      <Button
        component="a"
        href="/api/me/data"
        download
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 36 }}
        styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
      >
        {t("account.data.download")}
      </Button>
    </Stack>
  );
}
