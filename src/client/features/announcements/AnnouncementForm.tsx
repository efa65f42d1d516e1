import {
  ActionIcon,
  Alert,
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
import { announcementProblem } from "../../../shared/domain/announcements";
import type { Lang } from "../../../shared/i18n";
import {
  ANNOUNCEMENT_KINDS,
  type AnnouncementKind,
  type ClosureParams,
} from "../../../shared/schemas/announcements";
import { AnnouncementView } from "./AnnouncementView";
import { announcementText } from "./announcementText";
import { type Draft, inputOf, previewOf } from "./draft";

/** Create or edit an announcement: window, kind's parameters, both languages' texts, and a live preview. */
export function AnnouncementForm(props: {
  initial: Draft;
  busy: boolean;
  error: string | null;
  onSave: (d: Draft) => void;
}) {
  const { t, i18n } = useTranslation();
  const [d, setD] = useState(props.initial);
  const [lang, setLang] = useState<Lang>("gr");
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setD({ ...d, ...patch });
  const text = (k: "titleGr" | "titleEn" | "bodyGr" | "bodyEn") => ({
    label: t(`site.admin.${k}`),
    value: d[k],
    onChange: (e: { currentTarget: { value: string } }) => set({ [k]: e.currentTarget.value }),
  });
  const closureField = (k: keyof Omit<ClosureParams, "brand">, max: number) => (
    <NumberInput
      label={t(`site.admin.${k}`)}
      min={1}
      max={max}
      value={d.closure[k]}
      onChange={(v) => set({ closure: { ...d.closure, [k]: Number(v) || 1 } })}
    />
  );
  const submit = () => {
    const code = announcementProblem(inputOf(d));
    setProblem(code ? t(`errors.${code}`) : null);
    if (!code) props.onSave(d);
  };
  const preview = announcementText(previewOf(d), lang, i18n.getFixedT(lang));

  return (
    <Stack gap="sm">
      <Select
        label={t("site.admin.kind")}
        data={ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: t(`site.admin.kinds.${k}`) }))}
        value={d.kind}
        allowDeselect={false}
        onChange={(v) => v && set({ kind: v as AnnouncementKind })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label={t("site.admin.startsOn")}
          value={d.startsOn}
          onChange={(e) => set({ startsOn: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t("site.admin.endsOn")}
          value={d.endsOn}
          onChange={(e) => set({ endsOn: e.currentTarget.value })}
        />
      </SimpleGrid>
      {d.kind === "closure_notice" && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <TextInput
            label={t("site.admin.brand")}
            value={d.closure.brand}
            onChange={(e) => set({ closure: { ...d.closure, brand: e.currentTarget.value } })}
          />
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
          {d.offers.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: offers have no id; the position is the identity while editing
            <Group key={i} align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t("site.admin.offerGr")}
                value={o.gr}
                onChange={(e) =>
                  set({ offers: d.offers.map((x, j) => (j === i ? { ...x, gr: e.currentTarget.value } : x)) })
                }
              />
              <TextInput
                style={{ flex: 1 }}
                label={t("site.admin.offerEn")}
                value={o.en}
                onChange={(e) =>
                  set({ offers: d.offers.map((x, j) => (j === i ? { ...x, en: e.currentTarget.value } : x)) })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("site.admin.removeOffer")}
                onClick={() => set({ offers: d.offers.filter((_, j) => j !== i) })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            onClick={() => set({ offers: [...d.offers, { gr: "", en: "" }] })}
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
            onChange={(v) => setLang(v as Lang)}
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
      {(problem || props.error) && (
        <Alert color="red" role="alert">
          {problem ?? props.error}
        </Alert>
      )}
      <Button onClick={submit} loading={props.busy}>
        {t("common.save")}
      </Button>
    </Stack>
  );
}
