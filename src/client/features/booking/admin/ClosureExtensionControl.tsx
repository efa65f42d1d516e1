import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../../shared/intl";
import type { ClosureView } from "../../../../shared/schemas/booking";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { useCreditKindName } from "../../../lib/creditKinds";
import { errorMessage } from "../../../lib/errorText";
import { dateLocale } from "../../../lib/lang";
import { msg } from "../../../lib/message";
import { numericDay } from "../format";
import { useApplyClosureExtension, useClosureExtension } from "./useClosureExtension";

/**
 * A closure's 'extend packages' (decision 020): the preview (members, packages per kind, an example
 * old → new expiry), a confirm, and once applied, when and by whom (the button then disabled, saying why).
 * `openAtStart` opens the preview at once (a closure the admin has just created).
 */
export function ClosureExtensionControl({
  closure,
  openAtStart,
  appliedTextId,
}: {
  closure: ClosureView;
  openAtStart: boolean;
  /** The id of the 'extended on … by …' sentence, which other disabled controls point at. */
  appliedTextId: string;
}) {
  const { t, i18n } = useTranslation();
  const creditKindName = useCreditKindName();
  const kindName = (kind: string) =>
    kind === "nutrition" ? t("closureExtensions.kinds.nutrition") : creditKindName(kind);
  const k = "closureExtensions.admin";
  const [open, setOpen] = useState(openAtStart);
  const feedback = useFeedback();
  const view = useClosureExtension(closure.id, true);
  const apply = useApplyClosureExtension(closure.id);
  const reasonId = useId();
  const day = (d: string) => numericDay(d, i18n.language);
  const v = view.data;
  // The list may show the new closure before its creation's answer arrives: open it then.
  useEffect(() => {
    if (openAtStart) setOpen(true);
  }, [openAtStart]);

  const onOpen = () => {
    feedback.clear();
    setOpen(true);
    void view.refetch();
  };
  const onApply = () => {
    feedback.clear();
    apply.mutate(undefined, {
      onSuccess: (done) => {
        setOpen(false);
        feedback.succeed(msg(`${k}.done`, { packages: done.packages, members: done.members }));
      },
      onError: (err) => feedback.fail(err),
    });
  };

  let body: ReactNode = null;
  if (view.isPending) body = <Loader size="xs" role="status" aria-label={t("common.loading")} />;
  else if (view.isError)
    body = <FeedbackAlert feedback={{ ok: false, text: errorMessage(view.error, "errors.INTERNAL") }} />;
  else if (v?.applied) {
    const at = dateFormat(dateLocale(i18n.language), { dateStyle: "short" }).format(new Date(v.applied.at));
    body = (
      <Stack gap={4} align="flex-start">
        <Button size="compact-sm" variant="light" disabled aria-describedby={appliedTextId}>
          {t(`${k}.extend`)}
        </Button>
        <Text size="xs" id={appliedTextId} data-testid="extension-applied">
          {t(`${k}.applied`, { packages: v.packages, date: at, admin: v.applied.by ?? t(`${k}.someone`) })}{" "}
          {t(`${k}.appliedReason`)}
        </Text>
      </Stack>
    );
  } else if (v && !open) {
    body = (
      <Button size="compact-sm" variant="light" onClick={onOpen} style={{ alignSelf: "flex-start" }}>
        {t(`${k}.extend`)}
      </Button>
    );
  } else if (v) {
    const none = v.packages === 0;
    body = (
      <Paper withBorder p="xs" data-testid="extension-preview">
        <Stack gap={4}>
          <Text size="sm">{t(`${k}.byDays`, { count: v.days, date: day(v.startDate) })}</Text>
          <Text size="sm">
            {t(`${k}.counts`, {
              members: v.members,
              packages: v.packages,
              kinds: Object.entries(v.kinds)
                .map(([kind, n]) => `${kindName(kind)} ${n}`)
                .join(", "),
            })}
          </Text>
          {v.example && (
            <Text size="sm">
              {t(`${k}.example`, {
                name: v.example.name,
                kind: kindName(v.example.kind),
                old: day(v.example.oldExpiresOn),
                new: day(v.example.newExpiresOn),
              })}
            </Text>
          )}
          {none && (
            <Text size="sm" c="dimmed" id={reasonId}>
              {t(`${k}.nothing`)}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="compact-sm"
              onClick={onApply}
              loading={apply.isPending}
              disabled={none}
              aria-describedby={none ? reasonId : undefined}
            >
              {t(`${k}.confirm`)}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap={4}>
      {body}
      <FeedbackAlert feedback={feedback.current} p="xs" />
    </Stack>
  );
}
