import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CreditKindRow, scheduleName } from "../../../shared/domain/schedules";
import type { CreditKindCreate, CreditKindSettings } from "../../../shared/schemas/schedules";
import { FeedbackAlert, msg, useFeedbackMutation } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { creditKindKeys, useCreditKinds } from "../../lib/creditKinds";
import { NameFields } from "./NameFields";
import { RowCard } from "./RowCard";
import { OrderButtons, type RowOrder, useRowOrder } from "./RowOrder";

/**
 * The owner's kinds of credit (decision 038): each one's names (renamed here), its place in the
 * lists (moved up or down, `PUT /admin/credit-kind-order`), and a new kind ('Yoga') that a package may
 * then grant and a schedule spend. A kind is never deleted (balances and the ledger name it).
 */
export function CreditKindsPanel() {
  const { t, i18n } = useTranslation();
  const heading = useId();
  const kinds = useCreditKinds();
  const qc = useQueryClient();
  const order = useRowOrder({
    keys: kinds.map((k) => k.key),
    send: async (keys) => {
      await call(api.admin["credit-kind-order"].$put({ json: { keys } }));
      await qc.invalidateQueries({ queryKey: creditKindKeys.all });
    },
    saved: "schedules.credits.orderSaved",
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby={heading}>
      <Title order={2} size="h3" id={heading}>
        {t("schedules.credits.title")}
      </Title>
      <Text size="sm">{t("schedules.credits.hint")}</Text>
      <Stack gap="sm" data-testid="credit-kinds">
        {kinds.map((k, i) => (
          <CreditKindCard
            key={k.key}
            kind={k}
            title={scheduleName(k, i18n.language)}
            order={order}
            index={i}
            count={kinds.length}
          />
        ))}
      </Stack>
      <NewCreditKind position={kinds.length} />
    </Stack>
  );
}

/** A kind's two names, renamed (its key stays), and its place moved: the schedules' card with the names only. */
function CreditKindCard({
  kind,
  title,
  order,
  index,
  count,
}: {
  kind: CreditKindRow;
  title: string;
  order: RowOrder;
  index: number;
  count: number;
}) {
  const qc = useQueryClient();
  const [v, setV] = useState({ nameGr: kind.nameGr, nameEn: kind.nameEn });
  const save = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: (json: CreditKindSettings) =>
      call(api.admin["credit-kinds"][":key"].$put({ param: { key: kind.key }, json })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: creditKindKeys.all });
      return msg("schedules.credits.saved");
    },
  });
  return (
    <RowCard
      testId={`credit-kind-${kind.key}`}
      title={title}
      aside={
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{kind.key}</Text>
          <OrderButtons order={order} rowKey={kind.key} name={title} index={index} count={count} />
        </Group>
      }
      notice={order.feedbackOf(kind.key)}
      // The order is the move buttons' (the card's copy may be older than the last move).
      onSave={() => save.run({ ...v, position: kind.position })}
      saving={save.isPending}
      feedback={save.feedback.current}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <NameFields v={v} set={setV} />
      </SimpleGrid>
    </RowCard>
  );
}

function NewCreditKind({ position }: { position: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const empty = { key: "", nameGr: "", nameEn: "" };
  const [v, setV] = useState(empty);
  const create = useFeedbackMutation({
    fallback: "settings.failed",
    mutationFn: (json: CreditKindCreate) => call(api.admin["credit-kinds"].$post({ json })),
    onSuccess: async () => {
      setV(empty);
      await qc.invalidateQueries({ queryKey: creditKindKeys.all });
      return msg("schedules.credits.created");
    },
  });
  return (
    <Paper withBorder p="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.run({ key: v.key.trim(), nameGr: v.nameGr, nameEn: v.nameEn, position });
        }}
      >
        <Stack gap="xs">
          <Text fw={700}>{t("schedules.credits.add")}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <TextInput
              label={t("schedules.key")}
              value={v.key}
              maxLength={30}
              required
              onChange={(e) => setV({ ...v, key: e.currentTarget.value })}
            />
            <NameFields v={v} set={setV} />
          </SimpleGrid>
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t("schedules.create")}
          </Button>
          <FeedbackAlert feedback={create.feedback.current} />
        </Stack>
      </form>
    </Paper>
  );
}
