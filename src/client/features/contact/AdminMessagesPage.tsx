import { Alert, Anchor, Button, Card, Group, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { dateLocale } from "../../lib/lang";
import { type MessageFilter, useContactMessages, useMarkHandled } from "./queries";

/** Admin: the contact form's messages, newest first, each marked handled when dealt with. */
export default function AdminMessagesPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<MessageFilter>("open");
  const { data, isPending, error } = useContactMessages(filter);
  const mark = useMarkHandled();
  const when = (iso: string) =>
    dateFormat(dateLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  return (
    <PageShell title={t("site.admin.messages")} backTo="/admin" size="md">
      <Stack>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as MessageFilter)}
          data={[
            { value: "open", label: t("site.admin.filterOpen") },
            { value: "handled", label: t("site.admin.filterHandled") },
            { value: "all", label: t("site.admin.filterAll") },
          ]}
        />
        {isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {error && <Alert color="red">{errorText(t, error)}</Alert>}
        {mark.error && <Alert color="red">{errorText(t, mark.error)}</Alert>}
        {data?.length === 0 && <Text>{t("site.admin.noMessages")}</Text>}
        {data?.map((m) => (
          <Card key={m.id} withBorder padding="md" data-testid="contact-message">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>
                  <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor> ·{" "}
                  <Anchor href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>{m.phone}</Anchor>
                </Text>
                <Text size="sm" c="gray.7">
                  {when(m.createdAt)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: "pre-wrap" }}>{m.message}</Text>
              {m.mailStatus === "failed" && (
                <Text size="sm" c="orange.9">
                  {t("site.admin.mailFailed")}
                </Text>
              )}
              <Group justify="space-between">
                <Text size="sm" c="gray.7">
                  {m.handledAt ? t("site.admin.handledAt", { date: when(m.handledAt) }) : ""}
                </Text>
                <Button
                  size="xs"
                  variant={m.handledAt ? "default" : "filled"}
                  loading={mark.isPending && mark.variables?.id === m.id}
                  onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
                >
                  {m.handledAt ? t("site.admin.markOpen") : t("site.admin.markHandled")}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </PageShell>
  );
}
