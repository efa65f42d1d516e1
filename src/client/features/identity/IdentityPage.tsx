import { Divider, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { PageShell } from "../../components/PageShell";
import { IdentityForm } from "./IdentityForm";
import { LogoPanel } from "./LogoPanel";
import { identityQuery } from "./queries";
import { SiteOpenPanel } from "./SiteOpenPanel";
import { TermsPanel } from "./TermsPanel";

/**
 * The owner's screen of the studio's identity (decision 048): the name, contact details, links, logo,
 * brand colour and the home and about pages' words every page, e-mail and calendar file uses.
 */
export default function IdentityPage() {
  const { t } = useTranslation();
  const identity = useQuery(identityQuery);
  return (
    <PageShell title={t("identity.title")} backTo="/admin" size="md">
      <Stack>
        <Text>{t("identity.intro")}</Text>
        <SiteOpenPanel />
        {identity.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {identity.isError && (
          <LoadErrorAlert
            title={t("identity.loadFailed")}
            error={identity.error}
            onRetry={() => void identity.refetch()}
          />
        )}
        {identity.data && (
          <>
            <LogoPanel logo={identity.data.logo} name={identity.data.name} />
            <Divider />
            <IdentityForm saved={identity.data} />
            <Divider />
            <TermsPanel />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
