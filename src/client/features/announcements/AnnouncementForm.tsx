import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../../shared/i18n";
import {
  ANNOUNCEMENT_KINDS,
  type AnnouncementKind,
  type ClosureParams,
} from "../../../shared/schemas/announcements";
import { DateField } from "../../components/DateField";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { useSchemaForm } from "../../lib/form";
import { AnnouncementView } from "./AnnouncementView";
import { announcementText } from "./announcementText";
import { type Draft, draftSchema, previewOf } from "./draft";

/** Create or edit an announcement: window, kind's parameters, both languages' texts, and a live preview. */
export function AnnouncementForm(props: {
  initial: Draft;
  busy: boolean;
  error: string | null;
  onSave: (d: Draft) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<Draft>(draftSchema, { initialValues: props.initial });
  const d = form.values;
  const [lang, setLang] = useState<Lang>("gr");
  const text = (k: "titleGr" | "titleEn" | "bodyGr" | "bodyEn") => ({
    label: t(`site.admin.${k}`),
    ...form.getInputProps(k),
  });
  const closureField = (k: keyof Omit<ClosureParams, "brand">, max: number) => (
    <NumberInput label={t(`site.admin.${k}`)} min={1} max={max} {...form.getInputProps(`closure.${k}`)} />
  );
  const preview = announcementText(previewOf(d), lang, i18n.getFixedT(lang));

  return (
    <form noValidate onSubmit={form.onSubmit((draft: Draft) => props.onSave(draft))}>
      <Stack gap="sm">
        <Select
          label={t("site.admin.kind")}
          data={ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: t(`site.admin.kinds.${k}`) }))}
          allowDeselect={false}
          {...form.getInputProps("kind")}
          onChange={(v) => v && form.setFieldValue("kind", v as AnnouncementKind)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <DateField inForm label={t("site.admin.startsOn")} {...form.getInputProps("startsOn")} />
          <DateField inForm label={t("site.admin.endsOn")} {...form.getInputProps("endsOn")} />
        </SimpleGrid>
        {d.kind === "closure_notice" && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <TextInput label={t("site.admin.brand")} {...form.getInputProps("closure.brand")} />
            {closureField("month", 12)}
            {closureField("startDay", 31)}
            {closureField("endDay", 31)}
            {closureField("resumeDay", 31)}
          </SimpleGrid>
        )}
        {d.kind === "offers" && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t("site.admin.offers")}
            </Title>
            {d.offers.length === 0 && (
              <Text size="sm" c="gray.8">
                {t("site.admin.noOffers")}
              </Text>
            )}
            {d.offers.map((_offer, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: offers have no id; the position is the identity while editing
              <Group key={i} align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t("site.admin.offerGr")}
                  {...form.getInputProps(`offers.${i}.gr`)}
                />
                <TextInput
                  style={{ flex: 1 }}
                  label={t("site.admin.offerEn")}
                  {...form.getInputProps(`offers.${i}.en`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("site.admin.removeOffer")}
                  onClick={() => form.removeListItem("offers", i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem("offers", { gr: "", en: "" })}
              style={{ alignSelf: "flex-start" }}
            >
              {t("site.admin.addOffer")}
            </Button>
          </Stack>
        )}
        {d.kind !== "message" && (
          <Text size="sm" c="gray.8">
            {t("site.admin.optionalTexts")}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...text("titleGr")} />
          <TextInput {...text("titleEn")} />
          <Textarea autosize minRows={3} {...text("bodyGr")} />
          <Textarea autosize minRows={3} {...text("bodyEn")} />
        </SimpleGrid>
        <Card withBorder padding="sm" bg="gray.0">
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="md">
              {t("site.admin.preview")}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t("site.admin.previewLanguage")}
              value={lang}
              onChange={(v) => void i18n.loadLanguages(v).then(() => setLang(v as Lang))}
              data={[
                { value: "gr", label: "ΕΛ" },
                { value: "en", label: "EN" },
              ]}
            />
          </Group>
          <Text fw={700} mb={4}>
            {preview.title}
          </Text>
          <AnnouncementView text={preview} />
        </Card>
        <FeedbackAlert feedback={props.error ? { ok: false, text: props.error } : null} />
        <Button type="submit" loading={props.busy}>
          {t("common.save")}
        </Button>
      </Stack>
    </form>
  );
}
