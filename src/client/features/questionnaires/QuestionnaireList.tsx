import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { goalPreview, QUESTIONNAIRE_SEARCH_MAX } from "../../../shared/schemas/questionnaires";
import { PageShell } from "../../components/PageShell";
import { dateLocale } from "../../lib/lang";
import type { ListFilter } from "./queries";

type Item = {
  userId: string;
  name: string;
  goals: string;
  updatedAt: string;
  reviewed: boolean;
  needsAttention?: boolean;
};

/**
 * A coaches' list (spec section 2): search by name or e-mail, 'only unreviewed', and rows that
 * expand one at a time. A row's panel exists only while it is open, so collapsing it discards an edit.
 */
export function QuestionnaireList<T extends Item>(props: {
  title: string;
  useList: (f: ListFilter) => UseQueryResult<T[]>;
  panel: (item: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const [unreviewed, setUnreviewed] = useState(false);
  const [debounced] = useDebouncedValue(q, 250);
  const list = props.useList({ q: debounced.trim(), unreviewed });
  const [open, setOpen] = useState<string | null>(null);
  const when = (iso: string) =>
    dateFormat(dateLocale(i18n.language), { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

  return (
    <PageShell title={props.title} backTo="/admin" size="md">
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t("questionnaires.admin.search")}
            type="search"
            value={q}
            maxLength={QUESTIONNAIRE_SEARCH_MAX}
            onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: "1 1 14rem" }}
          />
          <Checkbox
            label={t("questionnaires.admin.onlyUnreviewed")}
            checked={unreviewed}
            onChange={(e) => setUnreviewed(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {list.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {list.isError && (
          <Group>
            <Alert color="red" role="alert">
              {t("questionnaires.loadError")}
            </Alert>
            <Button variant="light" onClick={() => void list.refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        {list.data?.length === 0 && <Text>{t("questionnaires.admin.empty")}</Text>}
        {list.data && list.data.length > 0 && (
          <Accordion value={open} onChange={setOpen} variant="separated">
            {list.data.map((item) => (
              <Accordion.Item key={item.userId} value={item.userId}>
                <Accordion.Control>
                  <Stack gap={2}>
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Text fw={600}>{item.name}</Text>
                      <Group gap={4}>
                        {item.needsAttention && (
                          <Badge color="red" variant="light">
                            {t("questionnaires.admin.needsAttention")}
                          </Badge>
                        )}
                        <Badge color={item.reviewed ? "teal" : "gray"} variant="light">
                          {t(
                            item.reviewed
                              ? "questionnaires.admin.reviewed"
                              : "questionnaires.admin.notReviewed",
                          )}
                        </Badge>
                      </Group>
                    </Group>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {goalPreview(item.goals)}
                    </Text>
                    <Text size="xs">
                      {t("questionnaires.admin.updated")}: {when(item.updatedAt)}
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>{open === item.userId && props.panel(item)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </PageShell>
  );
}
