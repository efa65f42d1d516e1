import { Alert, Button, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../shared/intl";
import { AccountHoldings } from "../components/AccountHoldings";
import { LedgerTable } from "../components/LedgerTable";
import { PageShell } from "../components/PageShell";
import { AccountSettings } from "../features/account/AccountSettings";
import { accountQueries } from "../features/account/queries";
import { ClosureExtensionsNotice } from "../features/booking/ClosureExtensionsNotice";
import { StandingList } from "../features/booking/standing/StandingList";
import { WaitlistHistory } from "../features/booking/waitlist/WaitlistHistory";
import { CalendarSection } from "../features/calendar/CalendarSection";
import { FamilySection } from "../features/family/FamilySection";
import { dateLocale } from "../lib/lang";

const PackagesModal = lazy(() => import("../features/packages/PackagesModal"));

/** The member's own account: sessions, expiry, pending request and ledger history, and the packages modal. */
export default function AccountPage() {
  const { t, i18n } = useTranslation();
  const [packagesOpen, setPackagesOpen] = useState(false);
  const { data, isPending, isError, refetch } = useQuery(accountQueries.mine());
  const pending = data?.pendingRequest;
  const hasPackage = Boolean(data?.account.credits.some((c) => c.expiresOn));

  return (
    <PageShell title={t("members.mine.title")}>
      <Stack gap="md">
        {isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {isError && (
          <Alert color="red" title={t("members.loadError")}>
            <Button variant="light" color="red" onClick={() => void refetch()}>
              {t("common.retry")}
            </Button>
          </Alert>
        )}
        {data && (
          <>
            {pending && (
              <Alert color="yellow" role="status">
                {t("members.mine.pending", {
                  name: pending.packageName,
                  date: dateFormat(dateLocale(i18n.language), { dateStyle: "long" }).format(
                    new Date(pending.createdAt),
                  ),
                })}
              </Alert>
            )}
            <ClosureExtensionsNotice />
            <StandingList />
            <Paper withBorder p="md">
              <Stack gap="sm">
                {!hasPackage && <Text>{t("members.mine.noPackage")}</Text>}
                <AccountHoldings account={data.account} />
                <Button
                  variant="light"
                  onClick={() => setPackagesOpen(true)}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("members.mine.seePackages")}
                </Button>
              </Stack>
            </Paper>
            <section aria-labelledby="ledger-title">
              <Title order={2} fz="lg" id="ledger-title" mb="xs">
                {t("members.ledger")}
              </Title>
              <LedgerTable entries={data.ledger} />
            </section>
            <WaitlistHistory />
          </>
        )}
        {/* Below the account's own sections, once they are in (or failed): a switch or a button
            that the account's arrival pushed down the page would be tapped as it moves. */}
        {!isPending && (
          <>
            <FamilySection />
            <CalendarSection />
            <AccountSettings />
          </>
        )}
      </Stack>
      {packagesOpen && (
        <Suspense fallback={null}>
          <PackagesModal opened={packagesOpen} onClose={() => setPackagesOpen(false)} />
        </Suspense>
      )}
    </PageShell>
  );
}
