import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEuro } from "../../../shared/domain/packages";
import type { PendingRequest } from "../../../shared/schemas/packages";
import { ConfirmWhenOpened } from "../../components/ConfirmWhenOpened";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { ScrollTable } from "../../components/ScrollTable";
import { useCreditKindName } from "../../lib/creditKinds";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { useDecideRequest, usePendingRequests } from "./queries";

/**
 * The dashboard's pending package requests: user, package, price, approve / reject. Each decision
 * is confirmed in a dialog; an approval's says what the member holds now and loses, as a new package
 * resets the balance of each kind it grants (sessions the desk gave included).
 */
export function PendingRequestsPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = usePendingRequests();
  const decide = useDecideRequest();
  const phone = useMediaQuery("(max-width: 36em)");
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);
  // Both decisions ask first; an approval says what it replaces (decision: the balance is reset).
  const [asking, setAsking] = useState<{ r: PendingRequest; approve: boolean } | null>(null);
  const kindName = useCreditKindName();
  const question = (q: { r: PendingRequest; approve: boolean }) => {
    const names = { name: q.r.user.name, package: q.r.packageName };
    if (!q.approve) return t("packages.admin.confirmReject", names);
    const lost = q.r.balances
      .filter((b) => b.held > 0)
      .map((b) =>
        t("packages.admin.resets", {
          name: q.r.user.name,
          count: b.held,
          kind: kindName(b.kind),
          granted: b.granted,
        }),
      );
    return [t("packages.admin.confirmApprove", names), ...lost].join(" ");
  };

  // A dependant's own address is a placeholder that reaches nobody: name who asked for them.
  const who = (r: PendingRequest) =>
    r.user.guardian
      ? t("packages.admin.askedBy", {
          name: r.user.name,
          guardian: r.user.guardian.name,
          email: r.user.guardian.email,
        })
      : r.user.email;

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
        onClick={() => setAsking({ r, approve: true })}
      >
        {t("packages.admin.approve")}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        disabled={decide.isPending}
        aria-label={t("packages.admin.rejectNamed", { name: r.user.name, package: r.packageName })}
        onClick={() => setAsking({ r, approve: false })}
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
        <ConfirmWhenOpened
          opened={asking !== null}
          message={asking ? question(asking) : ""}
          confirmLabel={t(asking?.approve ? "packages.admin.approve" : "packages.admin.reject")}
          confirmColor={asking?.approve ? "brand" : "red"}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            if (asking) run(asking.r, asking.approve);
            setAsking(null);
          }}
        />
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
                  {who(r)}
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
                      {who(r)}
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
