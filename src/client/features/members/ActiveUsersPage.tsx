import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseExpiryQuery, parseSessionsQuery } from "../../../shared/domain/member-search";
import {
  MEMBER_FILTERS,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SEARCH_MAX,
  type MemberFilter,
  type MemberRow,
  type MemberSearchField,
} from "../../../shared/schemas/members";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import { type Adjusting, AdjustModal } from "./AdjustModal";
import type { MemberAction } from "./MemberActions";
import { MemberDetailsModal } from "./MemberDetailsModal";
import { MemberEditModal } from "./MemberEditModal";
import { MembersTable } from "./MembersTable";
import { useMembers } from "./queries";

/** The same syntax check as the server's, so a typo shows at once (the server still decides). */
function searchIsReadable(field: MemberSearchField, q: string): boolean {
  if (!q.trim()) return true;
  if (field === "sessions") return parseSessionsQuery(q) !== null;
  if (field === "expiration") return parseExpiryQuery(q) !== null;
  return true;
}

/** /active-users: filter, search with a field selector, the table and its actions, paged on the server. */
export default function ActiveUsersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filter, setFilter] = useState<MemberFilter>("all");
  const [field, setField] = useState<MemberSearchField>("name");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(q, 300);
  const [open, setOpen] = useState<{ row: MemberRow; kind: "details" | "edit" } | null>(null);
  const readable = searchIsReadable(field, debounced);
  const list = useMembers({ filter, field, q: debounced, page }, readable);
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);

  const onAction = (row: MemberRow, action: MemberAction) => {
    if (action.kind !== "adjust") return setOpen({ row, kind: action.kind });
    setAdjusting({ row, delta: action.delta });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <PageShell title={t("members.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("members.filter")}
            data={MEMBER_FILTERS.map((f) => ({ value: f, label: t(`members.filters.${f}`) }))}
            value={filter}
            allowDeselect={false}
            onChange={(v) => {
              setFilter((v ?? "all") as MemberFilter);
              setPage(1);
            }}
          />
          <Select
            label={t("members.searchIn")}
            data={MEMBER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(`members.fields.${f}`) }))}
            value={field}
            allowDeselect={false}
            onChange={(v) => {
              setField((v ?? "name") as MemberSearchField);
              setPage(1);
            }}
          />
          <TextInput
            label={t("members.search")}
            type="search"
            placeholder={t(`members.hints.${field}`)}
            maxLength={MEMBER_SEARCH_MAX}
            value={q}
            error={readable ? undefined : t("errors.INVALID_SEARCH")}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
        </SimpleGrid>
        {list.isPending && readable && <Loader role="status" aria-label={t("common.loading")} />}
        {list.isError && (
          <Alert color="red" title={t("members.loadError")}>
            <Group>
              <Text size="sm">{errorText(t, list.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {t("common.retry")}
              </Button>
            </Group>
          </Alert>
        )}
        {list.data && (
          <>
            <Text size="sm" c="gray.7" aria-live="polite">
              {t("members.total", { count: list.data.total })}
            </Text>
            {list.data.items.length === 0 ? (
              <Text>{t("members.empty")}</Text>
            ) : (
              <MembersTable
                rows={list.data.items}
                lang={lang}
                busy={adjusting !== null}
                onAction={onAction}
              />
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={0}
                getControlProps={(c) => ({
                  "aria-label": t(`members.pagination.${c === "previous" ? "previous" : "next"}`),
                })}
                getItemProps={(p) => ({ "aria-label": t("members.pagination.page", { page: p }) })}
              />
            )}
          </>
        )}
      </Stack>
      <MemberDetailsModal
        row={open?.kind === "details" ? open.row : null}
        onClose={() => setOpen(null)}
        lang={lang}
      />
      <MemberEditModal row={open?.kind === "edit" ? open.row : null} onClose={() => setOpen(null)} />
      <AdjustModal adjusting={adjusting} onClose={() => setAdjusting(null)} />
    </PageShell>
  );
}
