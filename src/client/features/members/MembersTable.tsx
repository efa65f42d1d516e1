import { Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import { GYM_CREDITS } from "../../../shared/domain/schedules";
import type { Lang } from "../../../shared/i18n";
import type { MemberRow } from "../../../shared/schemas/members";
import { ScrollTable } from "../../components/ScrollTable";
import { shownAddress } from "../../lib/address";
import { useCreditKindName, usePackageLabel } from "../../lib/creditKinds";
import { MemberActions, type OnMemberAction } from "./MemberActions";

type Props = { rows: MemberRow[]; lang: Lang; busy: boolean; onAction: OnMemberAction };

/** Name, e-mail, sessions, package with expiry and the actions (spec section 2): a table, or cards on a phone. */
export function MembersTable(props: Props) {
  const phone = useMediaQuery("(max-width: 48em)");
  return phone ? <MemberCards {...props} /> : <MemberRowsTable {...props} />;
}

function NameCell({ row }: { row: MemberRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {row.name}
      </Text>
      {row.role !== "user" && (
        <Badge size="xs" variant="light">
          {t(`members.roles.${row.role}`)}
        </Badge>
      )}
      {row.deactivated && (
        <Badge size="xs" variant="light" color="orange">
          {t("members.deactivated")}
        </Badge>
      )}
    </Group>
  );
}

/** The gym's balance first (the spec's column), then each other kind the member holds, by name. */
function SessionsCell({ row }: { row: MemberRow }) {
  const { t } = useTranslation();
  const kindName = useCreditKindName();
  const gym = row.credits.find((c) => c.kind === GYM_CREDITS)?.sessions ?? 0;
  return (
    <>
      <Text size="sm" fw={600} c={gym <= 2 ? "red.8" : undefined}>
        {gym}
      </Text>
      {row.credits
        .filter((c) => c.kind !== GYM_CREDITS && (c.sessions > 0 || c.expiresOn))
        .map((c) => (
          <Text size="xs" key={c.kind}>
            {t("members.kindCount", { count: c.sessions, kind: kindName(c.kind) })}
          </Text>
        ))}
    </>
  );
}

/** The package of whatever kind the member holds, with its latest expiry (the one the status reads). */
function PackageCell({ row, lang }: { row: MemberRow; lang: Lang }) {
  const { t } = useTranslation();
  const name = usePackageLabel()(row);
  const expiresOn = row.credits
    .flatMap((c) => (c.expiresOn ? [c.expiresOn] : []))
    .reduce<string | null>((latest, d) => (latest === null || d > latest ? d : latest), null);
  if (!name) return <Text size="sm">{t("members.noPackage")}</Text>;
  return (
    <>
      <Text size="sm">{name}</Text>
      {expiresOn && (
        <Text size="xs" c={row.status === "inactive" ? "red.8" : "gray.7"}>
          {t("members.expires", { date: formatStudioDay(expiresOn, lang, "short") })}
        </Text>
      )}
    </>
  );
}

function MemberRowsTable({ rows, lang, busy, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <ScrollTable striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("members.columns.name")}</Table.Th>
          <Table.Th>{t("members.columns.email")}</Table.Th>
          <Table.Th>{t("members.columns.sessions")}</Table.Th>
          <Table.Th>{t("members.columns.package")}</Table.Th>
          <Table.Th>{t("members.columns.actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <NameCell row={r} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{shownAddress(r.email, t)}</Text>
            </Table.Td>
            <Table.Td>
              <SessionsCell row={r} />
            </Table.Td>
            <Table.Td>
              <PackageCell row={r} lang={lang} />
            </Table.Td>
            <Table.Td>
              <MemberActions row={r} busy={busy} onAction={onAction} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function MemberCards({ rows, lang, busy, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map((r) => (
        <Paper key={r.id} withBorder p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <NameCell row={r} />
              <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                {shownAddress(r.email, t)}
              </Text>
            </div>
            <div style={{ textAlign: "right" }}>
              <Text size="xs" c="gray.7">
                {t("members.columns.sessions")}
              </Text>
              <SessionsCell row={r} />
            </div>
          </Group>
          <Group justify="space-between" align="flex-end" wrap="nowrap" mt={6} gap="xs">
            <div style={{ minWidth: 0 }}>
              <PackageCell row={r} lang={lang} />
            </div>
            <MemberActions row={r} busy={busy} onAction={onAction} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
