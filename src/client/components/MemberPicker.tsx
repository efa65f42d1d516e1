import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberLookupItem } from "../../shared/schemas/members";
import { api, call } from "../lib/api";
import { errorText } from "../lib/errorText";
import { queryRoots } from "../lib/queryKeys";

type Props = {
  /** 'nutrition': only members whose nutrition package is valid now. */
  scope?: "all" | "nutrition";
  /** At most this many hits (the server caps it at 50; an empty search answers 30). */
  limit?: number;
  /** Search only from this many characters (0: an empty search lists the first members). */
  minChars?: number;
  value: MemberLookupItem | null;
  onChange: (member: MemberLookupItem | null) => void;
  label?: string;
  error?: string | null;
};

/**
 * The one way an admin screen picks a member: a searchable select over `/api/admin/member-lookup`
 * (name, surname or e-mail; Greek without accents or case), debounced, the chosen member kept
 * while the search changes.
 */
export function MemberPicker({ scope = "all", limit, minChars = 0, value, onChange, label, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const tooShort = q.length < minChars;
  const query = useQuery({
    queryKey: [...queryRoots.memberLookup, scope, limit ?? null, q] as const,
    queryFn: () =>
      call(
        api.admin["member-lookup"].$get({
          query: { q, scope, ...(limit ? { limit: String(limit) } : {}) },
        }),
      ),
    enabled: !tooShort,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    const found = tooShort ? [] : (query.data?.items ?? []);
    return value && !found.some((m) => m.id === value.id) ? [value, ...found] : found;
  }, [query.data, tooShort, value]);
  const nothing = tooShort
    ? t("memberPicker.minChars", { count: minChars })
    : query.isFetching
      ? t("memberPicker.searching")
      : t("memberPicker.nothing");
  return (
    <Select
      label={label ?? t("memberPicker.label")}
      placeholder={t("memberPicker.placeholder")}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      data={items.map((m) => ({ value: m.id, label: `${m.name} · ${m.email}` }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(items.find((m) => m.id === id) ?? null)}
      nothingFoundMessage={nothing}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      error={error ?? (query.error ? errorText(t, query.error) : undefined)}
    />
  );
}
