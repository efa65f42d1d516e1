import { Button, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LocationRow, locationName } from "../../../shared/domain/locations";
import { isLang } from "../../../shared/i18n";
import {
  LOCATION_NAME_MAX,
  LOCATION_TEXT_MAX,
  type LocationCreate,
  type LocationSettings,
  locationCreateSchema,
  locationSettingsSchema,
} from "../../../shared/schemas/locations";
import { FeedbackAlert, msg, useFeedback } from "../../components/FeedbackAlert";
import { ApiError, api, call } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { firstError, useSchemaForm } from "../../lib/form";
import { locationKeys, locationQueries } from "../../lib/locations";
import { refreshAfter } from "../../lib/queryKeys";
import { useSite } from "../../lib/useSite";
import { RowCard } from "./RowCard";

/**
 * The owner's locations (decision 057): each one's names, address, map link, phone, hours, open
 * switch and order, and a new one. Shown even to a studio with one location: this is where the
 * second is opened. A location is switched off, never deleted (its schedules keep naming it).
 */
export function LocationsPanel() {
  const { t } = useTranslation();
  const heading = useId();
  const all = useQuery(locationQueries.all());
  return (
    <Stack component="section" gap="sm" aria-labelledby={heading}>
      <Title order={2} size="h3" id={heading}>
        {t("locations.title")}
      </Title>
      <Text size="sm">{t("locations.hint")}</Text>
      {/* A state read in place, not an action's outcome: the page's own alerts stay the only ones. */}
      {all.isError && <Text c="red">{t("locations.loadError")}</Text>}
      {all.data?.map((l) => (
        <LocationCard key={l.key} location={l} />
      ))}
      {all.data && <NewLocation position={Math.max(-1, ...all.data.map((l) => l.position)) + 1} />}
    </Stack>
  );
}

const settingsOf = ({ key: _key, ...s }: LocationRow): LocationSettings => s;

type Fields = LocationSettings | LocationCreate;
type FieldsForm = ReturnType<typeof useSchemaForm<LocationSettings>>;

/** The fields a location's card and the new location's form share, each checked by the shared schema. */
function LocationFields({ form, first }: { form: FieldsForm; first: boolean }) {
  const { t } = useTranslation();
  // The first location's empty name and address are the studio's own (said as the placeholder).
  const name = first ? t("locations.namePlaceholder") : undefined;
  const address = first ? t("locations.addressPlaceholder") : undefined;
  const text = (field: keyof LocationSettings, max = LOCATION_TEXT_MAX, placeholder?: string) => (
    <TextInput
      label={t(`locations.${field}`)}
      maxLength={max}
      placeholder={placeholder}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {text("nameGr", LOCATION_NAME_MAX, name)}
        {text("nameEn", LOCATION_NAME_MAX, name)}
        {text("address", LOCATION_TEXT_MAX, address)}
        {text("addressEn", LOCATION_TEXT_MAX, address)}
        {text("hoursGr")}
        {text("hoursEn")}
        <TextInput
          label={t("locations.mapUrl")}
          type="url"
          maxLength={LOCATION_TEXT_MAX}
          placeholder="https://"
          {...form.getInputProps("mapUrl")}
        />
        <TextInput label={t("locations.phone")} type="tel" maxLength={30} {...form.getInputProps("phone")} />
      </SimpleGrid>
      <NumberInput
        label={t("locations.position")}
        min={0}
        max={1000}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={120}
        {...form.getInputProps("position")}
      />
      <Switch label={t("locations.active")} {...form.getInputProps("active", { type: "checkbox" })} />
    </>
  );
}

/**
 * A location's save or creation: the outcome beside its button (a refusal's sentence, every typed
 * value kept), the lists read again on success.
 */
function useLocationSave<V extends Fields, R>(
  send: (values: V) => Promise<R>,
  saved: string,
  done?: (answer: R) => void,
  refused?: (err: unknown, values: V) => void,
) {
  const qc = useQueryClient();
  const feedback = useFeedback({ fallback: "settings.failed" });
  const refresh = refreshAfter(qc, locationKeys.open);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      await refresh.onSuccess();
      done?.(answer);
      feedback.succeed(msg(saved));
    },
    onError: (err, values) => {
      refresh.onError();
      refused?.(err, values);
      feedback.fail(err);
    },
  });
  const onInvalid = (errors: Record<string, unknown>) =>
    feedback.set({ ok: false, text: firstError(errors) ?? msg("errors.VALIDATION") });
  const run = (values: V) => {
    feedback.clear();
    mutation.mutate(values);
  };
  return { run, onInvalid, feedback: feedback.current, isPending: mutation.isPending };
}

function LocationCard({ location }: { location: LocationRow }) {
  const { t, i18n } = useTranslation();
  const site = useSite().data;
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const form = useSchemaForm(locationSettingsSchema, { initialValues: settingsOf(location) });
  const save = useLocationSave(
    (json: LocationSettings) =>
      call(api.admin.locations[":key"].$put({ param: { key: location.key }, json })),
    "locations.saved",
    (row) => form.resetDirty(settingsOf(row)),
  );
  const title = locationName(location, lang, { name: site?.name ?? t("common.appName") });
  const submit = form.onSubmit((v) => save.run(locationSettingsSchema.parse(v)), save.onInvalid);
  return (
    <RowCard
      testId={`location-${location.key}`}
      title={title}
      aside={<Text size="sm">{location.key}</Text>}
      onSave={() => submit()}
      saving={save.isPending}
      feedback={save.feedback}
    >
      <LocationFields form={form} first={location.key === "main"} />
    </RowCard>
  );
}

const EMPTY = {
  key: "",
  nameGr: "",
  nameEn: "",
  address: "",
  addressEn: "",
  mapUrl: "",
  phone: "",
  hoursGr: "",
  hoursEn: "",
  active: true,
};

function NewLocation({ position }: { position: number }) {
  const { t } = useTranslation();
  const form = useSchemaForm(locationCreateSchema, { initialValues: { ...EMPTY, position } });
  // A code the server found taken is said under its field until it is changed (the blur check
  // after the press would clear a field error set on the form).
  const [taken, setTaken] = useState<{ key: string; text: string } | null>(null);
  const create = useLocationSave(
    (json: LocationCreate) => call(api.admin.locations.$post({ json })),
    "locations.created",
    () => form.setValues({ ...EMPTY, position: position + 1 }),
    (err, sent) => {
      if (err instanceof ApiError && err.code === "LOCATION_KEY_TAKEN")
        setTaken({ key: sent.key, text: errorText(t, err) });
    },
  );
  const keyInput = form.getInputProps("key");
  return (
    <Paper withBorder p="sm">
      <form
        noValidate
        onSubmit={form.onSubmit((v) => create.run(locationCreateSchema.parse(v)), create.onInvalid)}
      >
        <Stack gap="xs">
          <Text fw={700}>{t("locations.add")}</Text>
          <TextInput
            label={t("locations.key")}
            maxLength={30}
            required
            autoCapitalize="none"
            spellCheck={false}
            {...keyInput}
            error={keyInput.error ?? (taken && taken.key === form.values.key ? taken.text : undefined)}
          />
          <LocationFields form={form as unknown as FieldsForm} first={false} />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t("locations.create")}
          </Button>
          <FeedbackAlert feedback={create.feedback} />
        </Stack>
      </form>
    </Paper>
  );
}
