import { useTranslation } from "react-i18next";
import { LightAlert, LightShell } from "../../components/LightShell";

/** The reset page's address without a token, or with Better Auth's error: text only, no Mantine. */
export default function ResetLinkInvalid() {
  const { t } = useTranslation();
  return (
    <LightShell title={t("auth.resetTitle")} size="xs">
      <LightAlert ok={false}>{t("auth.resetInvalid")}</LightAlert>
    </LightShell>
  );
}
