import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEuro } from "../../../shared/domain/packages";
import type { PendingRequest } from "../../../shared/schemas/packages";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { ScrollTable } from "../../components/ScrollTable";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { useDecideRequest, usePendingRequests } from "./queries";

/** The dashboard's pending package requests: user, package, price, approve / reject. */
export function PendingRequestsPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = usePendingRequests();
  const decide = useDecideRequest();
  const phone = useMediaQuery("(max-width: 36em)");
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);

  const run = (r: PendingRequest, approve: boolean) =>
    decide.mutate(
      { id: r.id, approve },
      {
        onSuccess: (res) => {
          const key = !approve ? "rejected" : res?.mail === "failed" ? "approvedMailFailed" : "approved";
          setMessage({ ok: true, text: msg(`packages.admin.${key}`) });
        },
        onError: (err) => {
          const fallback = approve ? "packages.admin.approveError" : "packages.admin.rejectError";
          setMessage({ ok: false, text: errorMessage(err, fallback) });
        },
      },
    );

  const buttons = (r: PendingRequest) => (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        disabled={decide.isPending}
        aria-label={t("packages.admin.approveNamed", { name: r.user.name, package: r.packageName })}
        onClick={() => run(r, true)}
      >
        {t("packages.admin.approve")}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        disabled={decide.isPending}
        aria-label={t("packages.admin.rejectNamed", { name: r.user.name, package: r.packageName })}
        onClick={() => run(r, false)}
      >
        {t("packages.admin.reject")}
      </Button>
    </Group>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pending-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pending-title">
          {t("packages.admin.pendingTitle")}
        </Title>
        <FeedbackAlert feedback={message} />
        {isPending ? (
          <Loader role="status" size="sm" aria-label={t("common.loading")} />
        ) : isError ? (
          <Group>
            <Text c="red">{t("members.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        ) : data.length === 0 ? (
          <Text c="gray.7">{t("packages.admin.noPending")}</Text>
        ) : phone ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {data.map((r) => (
              <Paper key={r.id} withBorder p="sm" component="li">
                <Text size="sm" fw={600}>
                  {r.user.name}
                </Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                  {r.user.email}
                </Text>
                <Group justify="space-between" mt={6} wrap="nowrap" gap="xs">
                  <Text size="sm">
                    {r.packageName} · {formatEuro(r.priceCents, lang)}
                  </Text>
                  {buttons(r)}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollTable striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("packages.admin.user")}</Table.Th>
                <Table.Th>{t("packages.admin.package")}</Table.Th>
                <Table.Th>{t("packages.admin.price")}</Table.Th>
                <Table.Th>{t("packages.admin.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.user.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {r.user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.packageName}</Table.Td>
                  <Table.Td>{formatEuro(r.priceCents, lang)}</Table.Td>
                  <Table.Td>{buttons(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
