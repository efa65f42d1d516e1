import { Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { WrapButton } from "../../components/WrapButton";

/** 'Download my data': the server streams one JSON file (an attachment) with everything it holds. */
export function MyDataSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t("account.data.text")}</Text>
      <WrapButton
        component="a"
        href="/api/me/data"
        download
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        {t("account.data.download")}
      </WrapButton>
    </Stack>
  );
}
