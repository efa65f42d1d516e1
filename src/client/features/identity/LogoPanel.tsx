import { Button, FileButton, Group, Image, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { logoDrawSize } from "../../../shared/domain/logo";
import { LOGO_MAX_BYTES, LOGO_MAX_MB, LOGO_TYPE_NAMES, LOGO_TYPES } from "../../../shared/schemas/identity";
import type { Logo } from "../../../shared/schemas/site";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FeedbackAlert, msg, useFeedback } from "../../components/FeedbackAlert";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";
import { identityApi, identityKeys } from "./queries";

/**
 * The studio's logo (decision 048): shown as the home page draws it, replaced by an upload (checked
 * and resized by the server; SVG refused) or removed.
 */
export function LogoPanel({ logo, name }: { logo: Logo | null; name: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const feedback = useFeedback({ fallback: "identity.failed" });
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    const refresh = refreshAfter(qc, identityKeys.all, queryRoots.site);
    feedback.clear();
    setBusy(true);
    try {
      await action();
      await refresh.onSuccess();
      feedback.succeed(msg(done));
    } catch (err) {
      refresh.onError();
      feedback.fail(err);
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File | null) => {
    if (!file) return;
    // Said at once; the server checks the same and more.
    if (file.size > LOGO_MAX_BYTES)
      return feedback.set({ ok: false, text: msg("errors.LOGO_TOO_LARGE", { maxMb: LOGO_MAX_MB }) });
    void run(() => identityApi.uploadLogo(file), "identity.logoSaved");
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="identity-logo">
      <Title order={2} size="h3" id="identity-logo">
        {t("identity.logo")}
      </Title>
      <Text size="sm" c="gray.8">
        {t("identity.logoHint", { types: LOGO_TYPE_NAMES, maxMb: LOGO_MAX_MB })}
      </Text>
      {logo ? (
        // On the brand's dark background, as the home page draws it.
        <Group p="sm" bg="brand.8" style={{ borderRadius: 8, alignSelf: "flex-start" }}>
          <Image
            src={logo.url}
            {...logoDrawSize(logo.width, logo.height)}
            alt={t("identity.logoAlt", { name })}
            fit="contain"
          />
        </Group>
      ) : (
        <Text size="sm">{t("identity.noLogo")}</Text>
      )}
      <Group gap="xs">
        <FileButton accept={LOGO_TYPES.join(",")} onChange={upload}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} />} loading={busy} disabled={busy}>
              {t(logo ? "identity.replaceLogo" : "identity.uploadLogo")}
            </Button>
          )}
        </FileButton>
        {logo && (
          <ConfirmButton
            variant="light"
            color="red"
            disabled={busy}
            question={t("identity.confirmRemoveLogo")}
            onConfirm={() => run(identityApi.removeLogo, "identity.logoRemoved")}
          >
            {t("identity.removeLogo")}
          </ConfirmButton>
        )}
      </Group>
      {busy && <Text size="sm">{t("identity.uploading")}</Text>}
      <FeedbackAlert feedback={feedback.current} />
    </Stack>
  );
}
