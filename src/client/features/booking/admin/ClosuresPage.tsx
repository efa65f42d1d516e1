import { Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CLOSURE_MAX_DAYS,
  type ClosureView,
  closureInputSchema,
  NOTE_MAX,
} from "../../../../shared/schemas/booking";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { PageShell } from "../../../components/PageShell";
import { ScrollTable } from "../../../components/ScrollTable";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { useLocations } from "../../../lib/locations";
import { msg } from "../../../lib/message";
import { numericDay } from "../format";
import { ClosureExtensionControl } from "./ClosureExtensionControl";
import { useAddClosure, useClosures, useRemoveClosure } from "./useCalendarAdmin";
import { useExtendedClosures } from "./useClosureExtension";

type Feedback = FeedbackMessage | null;

/** The select's value for a closure of every location (a key never starts with '*'). */
const EVERY = "*";

/** /admin-closures: the studio's closed date ranges; booking honours a change at once. */
export default function ClosuresPage() {
  const { t, i18n } = useTranslation();
  const list = useClosures();
  /** A closure whose packages were extended stays (decision 020): its remove button says so. */
  const extended = useExtendedClosures(list.data?.map((c) => c.id) ?? []);
  const appliedTextId = (id: string) => `closure-${id}-extended`;
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const places = useLocations();
  const form = useSchemaForm(closureInputSchema, {
    initialValues: { startDate: "", endDate: "", note: "", location: null },
  });
  const [target, setTarget] = useState<ClosureView | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  /** The closure just created: its 'extend packages' preview opens at once. */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const k = "booking.admin.closures";
  const day = (d: string) => numericDay(d, i18n.language);

  const onAdd = form.onSubmit((values) => {
    setFeedback(null);
    add.mutate(
      // Every location unless one is picked (the server's default): a one-location studio sends none.
      {
        startDate: values.startDate,
        endDate: values.endDate,
        note: values.note ?? "",
        ...(values.location ? { location: values.location } : {}),
      },
      {
        onSuccess: (created) => {
          form.reset();
          setCreatedId(created.id);
          setFeedback({ ok: true, text: msg(`${k}.added`) });
        },
        onError: (err) =>
          setFeedback({ ok: false, text: errorMessage(withListedDays(err), "errors.VALIDATION") }),
      },
    );
  });
  /** The closure an overlap names, with its dates written as the list below writes them. */
  const withListedDays = (err: unknown) =>
    err instanceof ApiError && err.code === "CLOSURE_OVERLAPS"
      ? new ApiError(err.status, err.code, {
          startDate: day(String(err.params.startDate)),
          endDate: day(String(err.params.endDate)),
        })
      : err;
  const onRemove = () =>
    remove.mutate(target!.id, {
      onSuccess: () => setFeedback({ ok: true, text: msg(`${k}.removed`) }),
      onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "errors.INTERNAL") }),
      onSettled: () => setTarget(null),
    });

  return (
    <PageShell title={t(`${k}.title`)} backTo="/admin">
      <Stack gap="sm">
        <form onSubmit={onAdd} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <DateField inForm label={t(`${k}.from`)} {...form.getInputProps("startDate")} />
              <DateField inForm label={t(`${k}.to`)} {...form.getInputProps("endDate")} />
            </Group>
            <Text size="xs" c="dimmed">
              {t(`${k}.rules`, { max: CLOSURE_MAX_DAYS })}
            </Text>
            {places.many && (
              // Where it shuts (decision 057): one location, or every one (null).
              <Select
                label={t("locations.choose")}
                data={[
                  { value: EVERY, label: t("locations.all") },
                  ...places.list.map((l) => ({ value: l.key, label: places.name(l.key) })),
                ]}
                allowDeselect={false}
                value={form.values.location ?? EVERY}
                onChange={(v) => form.setFieldValue("location", v && v !== EVERY ? v : null)}
              />
            )}
            <TextInput label={t(`${k}.note`)} maxLength={NOTE_MAX} {...form.getInputProps("note")} />
            <Button type="submit" loading={add.isPending}>
              {t(`${k}.add`)}
            </Button>
          </Stack>
        </form>
        <FeedbackAlert feedback={feedback} />
        {list.data?.length === 0 && <Text c="dimmed">{t("booking.admin.emptyList")}</Text>}
        {(list.data?.length ?? 0) > 0 && (
          <ScrollTable striped data-testid="closures">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  {t(`${k}.from`)} – {t(`${k}.to`)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Stack gap={6}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                        <div>
                          <Text size="sm">
                            {day(c.startDate)} – {day(c.endDate)}
                          </Text>
                          {places.many && (
                            <Text size="xs">{c.location ? places.name(c.location) : t("locations.all")}</Text>
                          )}
                          {c.note && (
                            <Text size="xs" c="dimmed">
                              {c.note}
                            </Text>
                          )}
                        </div>
                        <Button
                          size="compact-sm"
                          color="red"
                          variant="light"
                          style={{ flexShrink: 0 }}
                          disabled={extended.has(c.id)}
                          aria-describedby={extended.has(c.id) ? appliedTextId(c.id) : undefined}
                          onClick={() => setTarget(c)}
                        >
                          {t(`${k}.remove`)}
                        </Button>
                      </Group>
                      <ClosureExtensionControl
                        closure={c}
                        openAtStart={c.id === createdId}
                        appliedTextId={appliedTextId(c.id)}
                      />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
      <ConfirmDialog
        opened={target !== null}
        message={t(`${k}.confirmRemove`, {
          start: target ? day(target.startDate) : "",
          end: target ? day(target.endDate) : "",
        })}
        loading={remove.isPending}
        onClose={() => setTarget(null)}
        onConfirm={onRemove}
      />
    </PageShell>
  );
}
