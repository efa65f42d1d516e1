import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import {
  MASS_MAIL_AUDIENCES,
  MASS_MAIL_EXPIRED_DAYS_MAX,
  MASS_MAIL_MESSAGE_INPUT_CAP,
  MASS_MAIL_SUBJECT_MAX,
  type MassMailAudience,
  type MassMailInput,
  massMailInputSchema,
  messageCounter,
  subjectOrDefault,
} from "../../../shared/schemas/mass-mail";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { dateLocale } from "../../lib/lang";
import { CampaignStatus, campaignStatusText } from "./CampaignStatus";
import { useCampaigns, useStartCampaign } from "./queries";
import { SendConfirm } from "./SendConfirm";

/**
 * /admin-mass-email (spec sections 2, 4, 5, 8): write, preview and start a campaign after
 * confirming how many members it reaches; the server sends it, so reloading, the
 * dashboard or another device shows the same progress; past campaigns below.
 */
export default function MassMailPage() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns();
  const start = useStartCampaign();
  const feedback = useFeedback({ fallback: "massMail.failed" });
  const form = useSchemaForm(massMailInputSchema, {
    initialValues: { subject: "", message: "", audience: "all", days: null } as MassMailInput,
  });
  const values = form.getValues();
  const counter = messageCounter(values.message);
  const running = campaigns.data?.running ?? null;
  const latest = running ?? campaigns.data?.past[0] ?? null;

  /** The checked form, waiting for the confirm that names how many will receive it. */
  const [asked, setAsked] = useState<MassMailInput | null>(null);
  const submit = form.onSubmit((v) => {
    feedback.clear();
    setAsked({ ...v, days: v.audience === "expired" ? v.days : null });
  });
  const send = () => {
    if (!asked) return;
    start.mutate(asked, {
      onError: (err) => feedback.fail(err),
      onSettled: () => setAsked(null),
    });
  };
  const date = (iso: string) =>
    dateFormat(dateLocale(i18n.language), {
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(iso));

  return (
    <PageShell title={t("massMail.title")} backTo="/admin" size="md">
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("massMail.subject")}
              placeholder={t("massMail.defaultSubject")}
              maxLength={MASS_MAIL_SUBJECT_MAX}
              {...form.getInputProps("subject")}
            />
            <Textarea
              label={t("massMail.message")}
              autosize
              minRows={6}
              maxRows={16}
              maxLength={MASS_MAIL_MESSAGE_INPUT_CAP}
              aria-describedby="mass-mail-counter"
              {...form.getInputProps("message")}
            />
            <Text
              id="mass-mail-counter"
              size="sm"
              ta="right"
              c={counter.over > 0 ? "red.8" : "gray.8"}
              fw={counter.over > 0 ? 700 : undefined}
              data-testid="mass-mail-counter"
            >
              {t("massMail.counterLabel")}: {counter.label}
            </Text>
            <Group grow align="flex-start">
              <Select
                label={t("massMail.audience")}
                data={MASS_MAIL_AUDIENCES.map((a) => ({ value: a, label: t(`massMail.audiences.${a}`) }))}
                allowDeselect={false}
                {...form.getInputProps("audience")}
                onChange={(v) => form.setFieldValue("audience", (v ?? "all") as MassMailAudience)}
              />
              {values.audience === "expired" && (
                <NumberInput
                  label={t("massMail.days")}
                  min={1}
                  max={MASS_MAIL_EXPIRED_DAYS_MAX}
                  allowDecimal={false}
                  {...form.getInputProps("days")}
                  value={values.days ?? ""}
                  onChange={(v) => form.setFieldValue("days", typeof v === "number" ? v : null)}
                />
              )}
            </Group>
            <Paper withBorder p="sm" component="section" aria-labelledby="mass-mail-preview">
              <Title order={2} fz="md" id="mass-mail-preview">
                {t("massMail.preview")}
              </Title>
              <Text fw={700} mt="xs" data-testid="mass-mail-preview-subject">
                {subjectOrDefault(values.subject ?? "", t("massMail.defaultSubject"))}
              </Text>
              <Text mt="xs">{t("massMail.previewGreeting", { name: t("massMail.previewName") })}</Text>
              <Text mt="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {values.message}
              </Text>
            </Paper>
            <FeedbackAlert feedback={feedback.current} />
            <Group>
              <Button
                type="submit"
                leftSection={<IconSend size={18} />}
                loading={start.isPending}
                disabled={running !== null || counter.over > 0}
              >
                {t("massMail.send")}
              </Button>
            </Group>
          </Stack>
        </form>

        <SendConfirm
          input={asked && { audience: asked.audience ?? "all", days: asked.days ?? null }}
          sending={start.isPending}
          onClose={() => setAsked(null)}
          onConfirm={send}
        />

        {campaigns.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, campaigns.error, "massMail.loadError")}
          </Alert>
        ) : (
          <CampaignStatus campaign={latest} />
        )}

        <section aria-labelledby="mass-mail-past">
          <Title order={2} fz="lg" id="mass-mail-past" mb="xs">
            {t("massMail.past")}
          </Title>
          {campaigns.data && campaigns.data.past.length === 0 && <Text>{t("massMail.noPast")}</Text>}
          {campaigns.data && campaigns.data.past.length > 0 && (
            <ScrollTable minWidth={520} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("massMail.columns.date")}</Table.Th>
                  <Table.Th>{t("massMail.columns.subject")}</Table.Th>
                  <Table.Th>{t("massMail.columns.audience")}</Table.Th>
                  <Table.Th>{t("massMail.columns.sent")}</Table.Th>
                  <Table.Th>{t("massMail.columns.failed")}</Table.Th>
                  <Table.Th>{t("massMail.columns.waiting")}</Table.Th>
                  <Table.Th>{t("massMail.columns.total")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {campaigns.data.past.map((c) => (
                  <Table.Tr key={c.id} title={campaignStatusText(t, c)}>
                    <Table.Td>{date(c.createdAt)}</Table.Td>
                    <Table.Td>{subjectOrDefault(c.subject, t("massMail.defaultSubject"))}</Table.Td>
                    <Table.Td>
                      {t(`massMail.audiences.${c.audience}`)}
                      {c.days !== null ? ` (${c.days})` : ""}
                    </Table.Td>
                    <Table.Td>{c.sent}</Table.Td>
                    <Table.Td>{c.failed}</Table.Td>
                    <Table.Td>{c.waiting}</Table.Td>
                    <Table.Td>{c.total}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          )}
        </section>
      </Stack>
    </PageShell>
  );
}
